import { contactContent } from '../../content/screens/contact';
import { defineRouteModule } from '../../lib/route-kit';
import { ContactPage, contactLoader } from '../../pages/ContactPage';

export default defineRouteModule({
  Component: ContactPage,
  loader: contactLoader,
  head: () => contactContent.meta,
});
