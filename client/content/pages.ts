/**
 * Text for the site's single screens: Home, About, Courses intro, Resources, Blog, Events, Gallery,
 * Coming Soon, Meditation intro and Contact, one module per screen under screens/. Each constant
 * carries `meta` for the head tags. `title` is the full H1; `titleAccent`, where present, is its
 * trailing part shown in the accent colour. Long text: paragraphs separated by "\n\n".
 *
 * Pages import their own screen's module, so that each loads only its own text; this index gathers
 * them all for the tests.
 */

export type { LinkButton, PageMeta } from './types';
export { aboutContent } from './screens/about';
export { blogContent } from './screens/blog';
export { comingSoonContent } from './screens/coming-soon';
export { contactContent } from './screens/contact';
export { coursesIntro } from './screens/courses-intro';
export { eventsContent } from './screens/events';
export { galleryContent } from './screens/gallery';
export { glossaryContent } from './screens/glossary';
export { homeContent } from './screens/home';
export { meditationIntro } from './screens/meditation-intro';
export { resourcesContent } from './screens/resources';
export { searchContent } from './screens/search';
