import type { LinkButton, PageMeta } from '../types';

/** The drawings a gallery tile can show (see GalleryTileArt). */
export type GalleryArt = 'study' | 'meditation' | 'community' | 'texts';

export interface GalleryTile {
  title: string;
  /** Says what the tile shows. */
  caption: string;
  art?: GalleryArt;
}

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
      text: 'Satsaṅga, festivals and gatherings of our community.',
    },
    {
      title: 'Sacred Spaces',
      icon: 'Image',
      text: 'The ghats, temples and quiet places of Varanasi and beyond.',
    },
  ],
  share: {
    text: 'Have photographs from a course or gathering? We would be glad to see them.',
    button: { label: 'Share Your Photos', href: '/contact?topic=photos' } satisfies LinkButton,
  },
  whatToExpect: {
    heading: 'What to Expect',
    /**
     * Each tile shows a drawing until photographs arrive; `art` names it. A tile with no drawing
     * and no photograph would be an empty box, so galleryTiles() leaves it out.
     */
    items: [
      {
        title: 'Study Sessions',
        caption:
          'A drawing of an open book, standing for the classes in which the texts are read together.',
        art: 'study',
      },
      {
        title: 'Meditation',
        caption:
          'A drawing of a lotus opening beneath the sun, standing for silent sitting and practice.',
        art: 'meditation',
      },
      {
        title: 'Community',
        caption:
          'A drawing of three figures side by side, standing for satsaṅga and our gatherings.',
        art: 'community',
      },
      {
        title: 'Sacred Texts',
        caption: 'A drawing of a bound palm-leaf manuscript, standing for the texts we study.',
        art: 'texts',
      },
    ] as GalleryTile[],
  },
};

/** The tiles that have something to show, in order: fewer tiles rather than empty ones. */
export function galleryTiles(
  items: GalleryTile[] = galleryContent.whatToExpect.items,
): (GalleryTile & { art: GalleryArt })[] {
  return items.filter((item): item is GalleryTile & { art: GalleryArt } => item.art !== undefined);
}
