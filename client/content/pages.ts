/**
 * Text for the site's single screens: Home, About, Courses intro, Resources, Blog, Events, Gallery,
 * Coming Soon, Meditation intro and Contact. Each constant carries `meta` for the head tags.
 * `title` is the full H1; `titleAccent`, where present, is its trailing part shown in the accent colour.
 * Long text: paragraphs separated by "\n\n".
 */

/** Head tags of a page: title (brand rule applies) and description (<= 160 characters). */
export interface PageMeta {
  title: string;
  description: string;
}

/** A labelled link or button. */
export interface LinkButton {
  label: string;
  href: string;
}

/** Home (/): hero, three pillars, featured courses heading, Stay Connected form. */
export const homeContent = {
  meta: {
    title: 'Pragya Trust - Consciousness Studies & Spiritual Learning',
    description:
      'Pragya Trust, Varanasi: the study of consciousness and its practical application through Vedānta, meditation, yoga and Sanskrit, within Sanātana Dharma.',
  } satisfies PageMeta,
  hero: {
    lines: ['Consciousness is Expressing itself', 'as the Universe', 'To Experience Itself'],
    motto: 'Let noble thoughts come to us from all sides.',
    intro:
      'Pragya Trust in Varanasi offers the study of consciousness and its practical application in daily life, within the living tradition of Sanātana Dharma.',
    button: { label: 'Explore Courses', href: '/courses' } satisfies LinkButton,
  },
  /** Icons are lucide-react names. */
  pillars: [
    {
      title: 'Varied Learning',
      icon: 'BookOpen',
      text: 'Guided study of the Upaniṣads, the classical texts of Vedānta and Sanskrit, with time for reflection and open discussion.',
      link: { label: 'Explore Courses →', href: '/courses' },
    },
    {
      title: 'Transformative Practice',
      icon: 'Heart',
      text: 'Meditation, japa and a disciplined daily life that steady the mind and let understanding take root.',
      link: { label: 'Explore Practices →', href: '/meditation' },
    },
    {
      title: 'Community',
      icon: 'Users',
      text: 'Satsang and shared inquiry with fellow seekers who support one another along the way.',
      link: { label: 'Join Community →', href: '/contact' },
    },
  ] satisfies { title: string; icon: string; text: string; link: LinkButton }[],
  featured: { heading: 'Featured Courses' },
  stayConnected: {
    heading: 'Stay Connected',
    text: 'Have a question, or would you like to hear about new courses and gatherings? Send us a note and we will be in touch.',
    placeholders: { name: 'Your Name', email: 'Your Email', message: 'Your Message' },
    button: 'Be in Touch',
  },
};

/** About (/about): founder, Our Approach — Six Steps, What We Do. */
export const aboutContent = {
  meta: {
    title: 'About Us - Pragya Trust',
    description:
      'About Pragya Trust in Varanasi and its founder and guide, Aditya Ji: the study and practice of Vedānta within the tradition of Sanātana Dharma.',
  } satisfies PageMeta,
  title: 'About Pragya Trust',
  titleAccent: 'Pragya Trust',
  subtitle:
    'Exploring consciousness and its practical application in daily life, within the framework of Sanātana Hindu Dharma.',
  founder: {
    heading: 'Our Founder & Guide',
    name: 'Aditya Ji',
    /** Alt text for the founder's photograph. */
    imageAlt: 'Aditya Ji, founder and guide of Pragya Trust',
    paragraphs: [
      'Aditya Ji, the founder and guide of Pragya Trust, was introduced to Vedānta at a young age. That early meeting with the teaching has grown into about twenty years of study and practice.',
      'He studied in the traditional way in Varanasi, and spent time with scholars, renunciates and practitioners across India, learning from their understanding as well as from the way they lived.',
      'He has also undertaken solitary retreats in the Himalayas, given to meditation and japa.',
      'Today Aditya Ji lives and teaches in Varanasi. Through Pragya Trust he shares the study of the texts together with the practice that brings them to life.',
    ],
  },
  sixSteps: {
    heading: 'Our Approach — Six Steps',
    /** Each card links to /courses/other/{slug}. */
    linkLabel: 'Learn More',
    items: [
      {
        title: 'Sahajawastha',
        slug: 'sahajawastha',
        text: 'Cultivating the natural state (sahaja avasthā) of effortless awareness, and carrying it into daily life.',
      },
      {
        title: 'Dhyan & Dharana',
        slug: 'dhyan-dharana',
        text: 'Training attention through dhāraṇā, concentration on a single object, until it matures into dhyāna, unbroken meditation.',
      },
      {
        title: 'Yog Pranayam',
        slug: 'yog-pranayam',
        text: 'The science of breath: practices of prāṇāyāma that regulate the vital energy and calm the mind.',
      },
      {
        title: 'Jap',
        slug: 'jap-practice',
        text: 'The repetition of a mantra or sacred name, aloud, in a whisper or in silence, often counted on a mālā of 108 beads.',
      },
      {
        title: 'Swadhyay',
        slug: 'swadhyay',
        text: 'Self-study: reading the scriptures, reflecting on them and applying their teaching to one’s own life.',
      },
      {
        title: 'Teerth Yatra',
        slug: 'teerth-yatra',
        text: 'Pilgrimage to sacred places, undertaken as an inner journey as much as an outer one.',
      },
    ],
  },
  whatWeDo: {
    heading: 'What We Do',
    pillars: [
      {
        title: 'Study',
        subtitle: 'śravaṇa-manana-nididhyāsana',
        text: 'We read the classical texts of Vedānta in the traditional way: listening to the teaching (śravaṇa), reflecting on it until doubts are resolved (manana), and contemplating it until it becomes one’s own vision (nididhyāsana).',
      },
      {
        title: 'Practice',
        subtitle: 'Daily Disciplines',
        text: 'Meditation, japa, prāṇāyāma and a steady daily routine prepare the mind for understanding and keep the teaching alive between classes.',
      },
      {
        title: 'Community',
        subtitle: 'Satsang & Support',
        text: 'In satsang, the company of truth, seekers meet to study, question and practise together, and find encouragement and friendship along the way.',
      },
    ],
  },
};

/** Courses list (/courses): H1, subtitle and the intro block above the tabs. */
export const coursesIntro = {
  meta: {
    title: 'Courses - Pragya Trust',
    description:
      'Courses in Advaita Vedānta, Sanskrit and spiritual practice from Pragya Trust, Varanasi: upcoming and previous text studies, practices and classes.',
  } satisfies PageMeta,
  title: 'Our Courses',
  titleAccent: 'Courses',
  subtitle:
    'Consciousness studies, Vedānta and spiritual practice, rooted in the traditional texts.',
  intro:
    'Over the years Pragya Trust has offered courses across a range of subjects: Upaniṣadic studies, traditional learning, Sanskrit, meditation techniques, Tantra and Yoga. Each is taught with close attention to the original texts and to what they mean for the student’s life.\n\n' +
    'At the heart of our teaching is Advaita Vedānta, the non-dual understanding that the Self and Brahman, the ultimate reality, are not two. It is taught through the traditional threefold method: śravaṇa (listening), receiving the teaching as the texts present it; manana (reflection), examining it until every doubt is resolved; and nididhyāsana (meditative contemplation), dwelling on what has been understood until it becomes one’s natural vision.\n\n' +
    'In manana the student meets views that seem to pull in opposite directions: doing and non-doing, witnessing and whole awareness, acceptance and the wish to change and grow, free will and choice. Careful reflection shows where each view holds and how the apparent conflict resolves, so that understanding becomes firm rather than borrowed.',
};

/** Resources (/resources): subtitle and every card except the seven Vedantic texts. */
export const resourcesContent = {
  meta: {
    title: 'Resources - Pragya Trust',
    description:
      'Study materials from Pragya Trust: a sacred book of Bhāgavata stotras, notes on Vedānta texts, recorded lectures and the Asparsha Yoga podcast.',
  } satisfies PageMeta,
  title: 'Resources',
  subtitle:
    'A library of study materials, recorded lectures and talks to support your learning between classes.',
  sacredBook: {
    title: 'Sacred Book by Aditya Ji',
    text: 'A compilation of three stotras from the Bhāgavata tradition: the Bhagavat-Nārāyaṇa Kavaca, a prayer for the protection of the Lord; the Gajendra Mokṣa Stotra, the elephant king’s hymn of surrender and release; and the Catuḥślokī Bhāgavata, four verses held to contain the essence of the whole Bhāgavata.',
  },
  /** Heading of the grid of seven texts (the texts themselves live in their own module). */
  textsHeading: 'Vedantic Texts & Links',
  lectures: {
    heading: 'Lectures & Talks',
    video: {
      title: 'Video Lectures',
      text: 'Recorded lectures from our courses and talks on Vedānta, meditation and the sacred texts, gathered in one playlist.',
      button: 'Watch Lectures',
      href: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I1jATuEZhuYPM1yYVsCzTNi',
    },
    audio: {
      title: 'Audio Archives',
      text: 'Prefer to listen? The same talks can be followed as audio, at home or on the move.',
      button: 'Listen Now',
      href: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I1jATuEZhuYPM1yYVsCzTNi',
    },
  },
  podcast: {
    title: 'Asparsha Yoga Podcast',
    text: 'Talks on Asparsha Yoga, the “yoga without contact” of Gauḍapāda’s Māṇḍūkya Kārikā: letting go of grasping and of the sense of doership, and abiding as the Self.',
    button: 'Listen to Episodes',
    href: 'https://www.youtube.com/playlist?list=PLcCCF9CS73I0-Q2EDTRDlsVENeqNce8P',
  },
  blog: {
    title: 'Blog Articles',
    text: 'Articles on Vedānta, practice and the texts we study are being prepared. Visit the blog to see what is available.',
    button: 'Visit Blog',
    href: '/blog',
  },
};

/** Blog (/blog): an honest placeholder until articles are published. */
export const blogContent = {
  meta: {
    title: 'Blog - Pragya Trust',
    description:
      'Articles from Pragya Trust on Vedānta, meditation and the sacred texts are being prepared. Meanwhile, explore our recorded lectures or write to us.',
  } satisfies PageMeta,
  title: 'Blog',
  subtitle: 'Reflections on Vedānta, practice and the sacred texts',
  intro:
    'We are preparing articles on the teachings of Vedānta, on meditation and daily practice, and on the texts studied in our courses. They will appear here as they are completed.\n\n' +
    'In the meantime, recorded lectures and talks are available among our resources, and you are always welcome to write to us with a question.',
  pointers: [
    {
      label: 'Browse Resources',
      href: '/resources',
      text: 'Recorded lectures, talks and notes on the texts we study.',
    },
    {
      label: 'Contact Us',
      href: '/contact',
      text: 'Ask a question, or ask to be told when new articles appear.',
    },
  ] satisfies (LinkButton & { text: string })[],
};

/** Events (/events): no events are announced yet. */
export const eventsContent = {
  meta: {
    title: 'Events - Pragya Trust',
    description:
      'Workshops, retreats and spiritual gatherings of Pragya Trust in Varanasi and online. Dates will be announced here; write to us to be notified.',
  } satisfies PageMeta,
  title: 'Events',
  subtitle: 'Workshops, Retreats & Spiritual Gatherings',
  card: {
    heading: 'Content Coming Soon',
    text: 'We are planning workshops, retreats and gatherings for study, meditation and satsang. Dates will be announced here once they are confirmed.',
    when: 'Updates coming soon',
    where: 'Varanasi & Online',
    button: { label: 'Get Notified', href: '/contact' } satisfies LinkButton,
  },
  stayUpdated: {
    heading: 'Stay Updated',
    text: 'Write to us and ask to hear about upcoming events. We will let you know as soon as dates are set.',
    button: { label: 'Subscribe to Updates', href: '/contact' } satisfies LinkButton,
  },
};

/** Gallery (/gallery): no photographs are published yet. Icons are lucide-react names. */
export const galleryContent = {
  meta: {
    title: 'Gallery - Pragya Trust',
    description:
      'Moments from the spiritual journey of Pragya Trust: course sessions, community gatherings and the sacred spaces of Varanasi. Photographs coming soon.',
  } satisfies PageMeta,
  title: 'Gallery',
  subtitle: 'Moments from Our Spiritual Journey',
  card: {
    heading: 'Content Coming Soon',
    text: 'Photographs from our classes, gatherings and the sacred places of Varanasi are being collected and will be shared here.',
  },
  themes: [
    {
      title: 'Course Sessions',
      icon: 'Users',
      text: 'Teachers and students at study together, in person and online.',
    },
    {
      title: 'Community Events',
      icon: 'Heart',
      text: 'Satsang, festivals and gatherings of our community.',
    },
    {
      title: 'Sacred Spaces',
      icon: 'Image',
      text: 'The ghats, temples and quiet places of Varanasi and beyond.',
    },
  ],
  share: {
    text: 'Have photographs from a course or gathering? We would be glad to see them.',
    button: { label: 'Share Your Photos', href: '/contact' } satisfies LinkButton,
  },
  whatToExpect: {
    heading: 'What to Expect',
    items: [
      { title: 'Study Sessions', caption: 'Learning moments' },
      { title: 'Meditation', caption: 'Peaceful practices' },
      { title: 'Community', caption: 'Together in wisdom' },
      { title: 'Sacred Texts', caption: 'Ancient wisdom' },
    ],
  },
};

/** Coming Soon (/coming-soon and the Asparsha Yoga 3-day and 7-day pages). */
export const comingSoonContent = {
  meta: {
    title: 'Coming Soon - Pragya Trust',
    description:
      'This Pragya Trust programme is being prepared. Details and dates will be shared here; write to us to be notified when it opens.',
  } satisfies PageMeta,
  title: 'Coming Soon',
  text: 'This programme is being prepared. Details and dates will be shared here when they are ready. Ask to be notified, and we will write to you when it opens.',
  buttons: [
    { label: 'Back to Courses', href: '/courses' },
    { label: 'Get Notified', href: '/contact' },
  ] satisfies LinkButton[],
};

/** Meditation list (/meditation): H1, intro above the six cards, and the closing call to action. */
export const meditationIntro = {
  meta: {
    title: 'Meditation Practices - Pragya Trust',
    description:
      'Six transformative practices, from conscious action to silent stillness: Kriya, Jap, Samvedana, Sakshi, Ahangrah Upasana and Chup Sadhana.',
  } satisfies PageMeta,
  title: 'Transformative Practices',
  titleAccent: 'Practices',
  intro:
    'Six practices lead from conscious action to silent stillness. Kriya brings awareness into action, Jap steadies the mind in sacred sound, Samvedana opens the heart, Sakshi teaches the art of witnessing, Ahangrah Upasana turns worship towards the Self, and Chup Sadhana rests in silence and non-doing.\n\n' +
    'Each can be practised on its own, and together they move from effort towards effortlessness.',
  cta: {
    heading: 'Begin Your Practice',
    text: 'Not sure where to start? Write to us and we will help you choose a practice that suits you.',
    button: { label: 'Get Guidance', href: '/contact' } satisfies LinkButton,
  },
};

/** Contact (/contact): form, contact details, response time, map link and the thank-you screen. */
export const contactContent = {
  meta: {
    title: 'Contact Us - Pragya Trust',
    description:
      'Contact Pragya Trust in Varanasi about courses, practices or the teachings. Send a message, call or e-mail us; we reply within 3–5 business days.',
  } satisfies PageMeta,
  title: 'Contact Us',
  titleAccent: 'Us',
  intro:
    'Questions about a course, a practice or the teachings? We would be glad to hear from you. Write to us using the form, or reach us by phone or e-mail.',
  form: {
    heading: 'Send us a Message',
    labels: { name: 'Name *', email: 'Email *', phone: 'Phone (optional)', message: 'Message *' },
    placeholders: {
      name: 'Your full name',
      email: 'your@email.com',
      phone: '+91 XXXXX XXXXX',
      message: 'Tell us how we can help you...',
    },
    button: 'Send Message',
  },
  getInTouch: {
    heading: 'Get in Touch',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    addressLabel: 'Address',
  },
  followUs: { heading: 'Follow Us' },
  responseTime: {
    heading: 'Response Time',
    text: 'We reply to every message within 3–5 business days. Our team is in Varanasi, India (UTC+5:30).',
  },
  findUs: {
    heading: 'Find Us',
    text: 'We are based in Karaundi, Varanasi, Uttar Pradesh.',
    button: 'Open in Google Maps',
    href: 'https://maps.google.com/maps?q=Varanasi,+Uttar+Pradesh,+India',
  },
  thankYou: {
    /** Browser-tab title of the success state. */
    metaTitle: 'Thank You - Pragya Trust Contact',
    heading: 'Thank You!',
    text: 'Your message has reached us. We will reply within 3–5 business days.',
    button: 'Send Another Message',
  },
};
