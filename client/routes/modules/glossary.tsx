import { glossaryContent } from '../../content/glossary';
import { defineRouteModule } from '../../lib/route-kit';
import { GlossaryPage, glossaryLd } from '../../pages/GlossaryPage';

export default defineRouteModule({
  Component: GlossaryPage,
  head: ({ appUrl }) => ({ ...glossaryContent.meta, jsonLd: [glossaryLd(appUrl)] }),
});
