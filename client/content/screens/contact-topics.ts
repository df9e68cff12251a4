/**
 * A first sentence for the contact form's message when a call to action sent the visitor there
 * (/contact?topic=…), so "Get Notified" or "Share Your Photos" opens a form that already says what
 * it is about. Loaded only for such an address, off the contact page's first load.
 */
export const contactTopics: Record<string, string> = {
  events:
    'Please let me know about upcoming events, workshops and retreats as soon as their dates are set.',
  photos:
    'I have photographs from a course or gathering of Pragya Trust that I would like to share.',
  programme: 'Please let me know when this programme opens.',
  community: 'I would like to join the satsaṅga and gatherings of the community.',
  guidance: 'I would like some guidance in choosing a practice that suits me.',
  articles: 'Please let me know when new articles appear.',
};
