import { contactContent } from '../../content/screens/contact';
import { messageFormAction } from '../../lib/message-form-action';
import { defineRouteModule } from '../../lib/route-kit';
import { ContactPage, contactLoader } from '../../pages/ContactPage';

export default defineRouteModule({
  Component: ContactPage,
  loader: contactLoader,
  action: (args) => messageFormAction(args, '/contact'),
  head: () => contactContent.meta,
});
