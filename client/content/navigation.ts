/** The site's menus: the header and footer render these lists. */
export interface NavLink {
  label: string;
  href: string;
}

export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Events', href: '/events' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Resources', href: '/resources' },
  { label: 'Contact', href: '/contact' },
];

export const academyNav: { label: string; links: NavLink[]; activeFor: string[] } = {
  label: 'Pragya Academy',
  links: [
    { label: 'Courses', href: '/courses' },
    { label: 'PITCs', href: '/pitcs' },
    { label: 'Meditation', href: '/meditation' },
  ],
  activeFor: ['/courses', '/pitcs', '/pragya-academy', '/other-courses', '/meditation'],
};

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  {
    heading: 'Quick Links',
    links: [
      { label: 'Home', href: '/' },
      { label: 'About', href: '/about' },
      { label: 'Courses', href: '/courses' },
      { label: 'Meditation', href: '/meditation' },
      { label: 'Resources', href: '/resources' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    heading: 'Account',
    links: [
      { label: 'Sign In', href: '/login' },
      { label: 'Sign Up', href: '/register' },
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Daily Practice', href: '/practice' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Disclaimer', href: '/disclaimer' },
      { label: 'Terms & Conditions', href: '/terms-conditions' },
    ],
  },
];
