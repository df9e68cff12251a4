import { glossary } from '../content/glossary';
import { glossaryUsage, usagePageTitles } from '../content/glossary-usage';
import { searchDocuments } from './documents';
import { glossaryUsageData } from './glossary-usage-source';

describe('the pages each glossary term lists', () => {
  it('are up to date with the content (npx tsx scripts/content/glossary-usage.ts)', () => {
    expect({ usage: glossaryUsage, titles: usagePageTitles }).toEqual(
      glossaryUsageData(searchDocuments(), glossary),
    );
  });

  it('count the word itself, not its search key: māyā is not “may”', () => {
    expect(glossaryUsage.maya).not.toContain('/privacy-policy');
    expect(glossaryUsage.maya).not.toContain('/terms-conditions');
  });

  it('list a page for most terms', () => {
    const used = glossary.filter((term) => glossaryUsage[term.slug]?.length);
    expect(used.length).toBeGreaterThan(glossary.length * 0.8);
  });
});
