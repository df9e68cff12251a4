import type { KeyFeature } from './types';

/** Head tags for /pitcs (and its academy-prefixed alias). */
export const pitcsMeta = {
  title: 'PITCs - Pragya Institute for Transformational Consciousness Studies',
  description:
    'PITCs, the Pragya Institute for Transformational Consciousness Studies: study of consciousness that engages mind, heart and life, and changes the student.',
};

/** The untitled intro card and the "What is Transformational Studies?" section. */
export const pitcsIntro: { intro: string; whatIs: string } = {
  intro:
    'Much academic study of consciousness keeps its subject at a distance. Consciousness is described, measured and argued about as an object, while the one who studies it stays untouched. The Pragya Institute for Transformational Consciousness Studies begins from another place: the one who seeks to know consciousness is consciousness, so a true study of it cannot leave the student unchanged.\n\n' +
    'PITCs brings the rigour of traditional learning, with its close reading of texts, careful reasoning and honest questioning, together with contemplative practice, so that understanding can mature into a changed way of seeing and living.',
  whatIs:
    'Transformational Studies is learning that involves the whole person. The intellect is fully engaged, but so are feeling, conduct and the quality of attention one brings to ordinary life. Knowledge is not gathered as information to be stored away; it is tested, lived and allowed to reshape the one who holds it.\n\n' +
    'This has been the purpose of study in the Vedāntic tradition from the beginning. Śravaṇa, manana and nididhyāsana (listening, reflection and contemplation) lead the student from hearing a teaching to recognising its truth in their own experience. Transformational Studies follows that path in a form suited to students today.\n\n' +
    'Here is what one session can look like. It opens with a few minutes of silent sitting and the chanting of a verse, say the first verse of the Dṛg-Dṛśya-Viveka: a form is seen by the eye, the eye by the mind, the mind by the witness. The teacher explains it word by word. Then the students test it at once: eyes open, they notice a sound, notice that it is heard, and notice the knowing of the hearing. Questions and doubts follow, and are taken seriously.\n\n' +
    'The session closes with a small task for the week: three times a day, pause for one breath and tell apart what is seen from what is seeing, then write one line about what happened. The next session begins with those notes, so that what was heard in class is checked against the week’s life.',
};

/** The four expandable Key Features cards, in order. */
export const keyFeatures: KeyFeature[] = [
  {
    id: 'holistic-engagement',
    title: 'Holistic Engagement',
    subtitle: 'Learning with the Mind, Heart, and Life',
    icon: 'Heart',
    brief:
      'Study that involves the intellect, the feelings and the way one lives, not the intellect alone.',
    introduction:
      'Most education speaks to the intellect and leaves the rest of the person to look after itself. At PITCs, learning is meant to reach the whole being. A teaching is understood with the mind, received with the heart and then carried into daily life, where its truth is tested.',
    explanation: [
      {
        name: 'Mind',
        text: 'Clear thinking comes first. Students read the texts closely, follow their arguments, raise doubts and work through them, so that understanding rests on reasoning rather than on belief alone.',
      },
      {
        name: 'Heart',
        text: 'What is understood must also be felt. Devotion, reverence and openness let a teaching sink deeper than an idea, and they soften the pride that learning can bring.',
      },
      {
        name: 'Life',
        text: 'Knowledge is finally tested in conduct: in how one speaks, works, meets difficulty and treats others. Daily life becomes the place where study is practised.',
      },
    ],
    whyItMatters:
      'Learning that stays in the head rarely changes anything. When the mind, the heart and daily life move together, insight becomes steady and lasting, and the gap between what one knows and how one lives begins to close.',
    benefits: [
      'Understanding that is both clear and deeply felt',
      'Insight carried into everyday conduct and relationships',
      'Balanced growth of intellect, feeling and character',
    ],
  },
  {
    id: 'personal-transformation',
    title: 'Personal Transformation',
    subtitle: 'Knowledge that Changes the Knower',
    icon: 'Brain',
    brief: 'Knowledge that changes the one who knows, not only what one knows.',
    introduction:
      'Information adds to what a person knows; transformation changes the person who knows. The teachings studied at PITCs point to the nature of the knower itself, so understanding them reshapes how one sees oneself and the world.',
    explanation: [
      {
        text: 'In Vedānta, self-knowledge (ātma-jñāna) is not one more fact added to the mind’s store. It removes a mistaken notion of who one is. As the student comes to recognise the self as the witnessing awareness, rather than the body or the passing states of the mind, long-held fears, cravings and reactions begin to lose their hold. The change is not imposed from outside; it follows from seeing clearly.',
      },
    ],
    whyItMatters:
      'Study that leaves the student unchanged has missed its purpose. The tradition measures learning not by how much one can explain, but by the freedom, steadiness and kindness it brings into one’s life.',
    benefits: [
      'Freedom from limiting ideas about oneself',
      'Greater steadiness in the face of change and difficulty',
      'Self-understanding that keeps deepening over time',
    ],
  },
  {
    id: 'living-consciousness',
    title: 'Living Consciousness',
    subtitle: 'Learning and Living as Awareness',
    icon: 'Lightbulb',
    brief: 'Learning that turns from ideas about awareness to awareness itself.',
    introduction:
      'Consciousness is not only a subject to learn about; it is what one already is. PITCs invites students to notice the awareness present in every experience, and to let both study and daily living become ways of abiding in it.',
    explanation: [
      {
        text: 'Every thought, feeling and perception appears in awareness, yet awareness itself is easily overlooked. Through reflection, meditation and attentive daily practice, students learn to notice this constant presence in study, in work and in silence. Gradually awareness is recognised not as an occasional state to be reached, but as the steady ground in which all experience comes and goes.',
      },
    ],
    whyItMatters:
      'Knowing about consciousness and living as consciousness are different things. When awareness is recognised in the midst of ordinary activity, practice is no longer confined to the meditation seat or the classroom, and life itself becomes the teaching.',
    benefits: [
      'Greater presence and attention in everyday activity',
      'A quieter mind that reacts less and responds more wisely',
      'A lived sense of the unity the texts describe',
    ],
  },
  {
    id: 'integrated-approach',
    title: 'Integrated Approach',
    subtitle: 'Touching Every Aspect of Existence',
    icon: 'Users',
    brief: 'Study, practice, devotion and service brought together as one path.',
    introduction:
      'The tradition offers many means to the same end: study, meditation, devotion and selfless action. PITCs does not treat these as separate options to choose between, but as parts of one path that touches every aspect of life.',
    explanationLead: 'This approach includes:',
    explanation: [
      {
        name: 'Study',
        text: 'Guided reading of the Upaniṣads and the classical texts of Vedānta, with reflection and discussion that make the teaching clear.',
      },
      {
        name: 'Practice',
        text: 'Meditation, japa, prāṇāyāma and the daily disciplines that steady the mind and make it fit for inquiry.',
      },
      {
        name: 'Devotion',
        text: 'Bhakti, prayer and the recitation of stotras, which open the heart and bring humility to learning.',
      },
      {
        name: 'Service',
        text: 'Sevā, action offered without seeking personal gain, which purifies the mind and carries the teaching into our dealings with others.',
      },
    ],
    explanationClose:
      'Each part supports the others: study gives practice its direction, practice gives study its depth, and devotion and service keep both rooted in humility and care.',
    whyItMatters:
      'A path that relies on a single faculty easily becomes one-sided. Learning without practice turns dry, and practice without understanding can lose its way. Brought together, these means support balanced and lasting growth.',
    benefits: [
      'A complete spiritual life rather than a single technique',
      'Study and practice that strengthen each other',
      'Growth that reaches thought, feeling and action alike',
    ],
  },
];

/** Closing call to action; the button links to /contact. */
export const pitcsCta = {
  heading: 'Experience Transformational Learning',
  text: 'If you would like to study in a way that changes how you see and how you live, write to us about current and upcoming programmes at PITCs.',
  button: 'Learn More',
};
