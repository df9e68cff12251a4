import { withBody } from './bodies';
import { findPractice } from './practices';
import type { Practice, PracticeBody } from './types';

/** Joins paragraphs with the blank line the page templates split on. */
const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

/** The body of each practice's page (/courses/other/{slug}), by slug; the cards are in practices.ts. */
export const practicePages: Record<string, PracticeBody> = {
  sahajawastha: {
    pageLevel: 'Advanced',
    introduction: p(
      'Sahajawastha is the practice of abiding as natural, effortless awareness: the awareness already present in every experience, which needs nothing added to it.',
      'Most spiritual practice asks us to do something: to concentrate, to recite, to regulate the breath. Sahajawastha points to what remains when that doing settles: the awareness in which every state, pleasant or difficult, comes and goes, and which we habitually overlook.',
      'At Pragya Trust it is taught as the fruit of study and meditation, never as a shortcut around them, and so it is offered as an advanced practice.',
    ),
    what: p(
      'The Sanskrit word sahajāvasthā joins sahaja, “born together with”, and so innate or natural, with avasthā, “state” or “condition”. It names the condition that is native to us: present before any effort, and untouched by it.',
      'Strictly, this is not one state among others. Waking, dream and deep sleep come and go; the awareness that knows them does not. Sahajawastha is abiding as that awareness with ease, in meditation and in ordinary life alike, without shutting the world out. It is called natural because it is not manufactured: it is recognised, and then allowed to become steady.',
    ),
    philosophicalRoots: p(
      'The ground of Sahajawastha is the great teaching of the Upaniṣads, tat tvam asi, “you are That” (Chāndogya Upaniṣad 6.8.7). If the Self (Ātman) is already one with Brahman, freedom cannot be a new acquisition. It can only be the removal of the ignorance that hides what is already so. Ādi Śaṅkarācārya returns to this point again and again: knowledge does not create the Self; it removes the notion that we are other than it.',
      'The Māṇḍūkya Upaniṣad speaks of the Self as turīya, “the fourth”, present through waking, dream and deep sleep alike. Ramana Maharshi spoke of sahaja samādhi: effortless abidance in the Self that continues while one walks, talks and works, unlike absorptions that last only while the mind is held still. Centuries earlier the saint-poet Kabīr sang of the same ease, a sahaj samādhi that needs neither closed eyes nor stopped ears.',
    ),
    howHeading: 'How to Approach It',
    howToApproach: [
      {
        name: 'Ground Yourself in Understanding',
        text: 'Sahajawastha rests on clear understanding. Study the teaching on the Self with a teacher, through listening (śravaṇa) and reflection (manana), until the difference between awareness and its objects is clear to you, not merely attractive as an idea.',
      },
      {
        name: 'Ask Who Is Aware',
        text: 'In a quiet sitting, let thoughts, sensations and feelings come and go, and turn attention to the question: who is aware of this? Do not look for the answer as one more object. Notice that the knower of every experience is never itself an experience that comes and goes.',
      },
      {
        name: 'Rest Without Effort',
        text: 'When attention settles in that recognition, do not try to hold it in place; the effort to grasp awareness turns it into another object. Let it be as it is. When the mind wanders, simply notice. The noticing is itself awareness.',
      },
      {
        name: 'Carry It into the Day',
        text: 'Recall the same recognition in ordinary activity: while walking, listening, eating or working. Brief and frequent moments are worth more than rare long ones. Over time the recollection becomes less deliberate and more natural.',
      },
    ],
    benefits: [
      {
        name: 'Inner Steadiness',
        text: 'As identification with passing moods loosens, pleasure and pain are met with more balance. They still arise, but they no longer define who we are.',
      },
      {
        name: 'Freedom from Strain',
        text: 'Practice stops being a fight with the mind. The effort to become something is replaced by recognition of what already is.',
      },
      {
        name: 'Clarity in Action',
        text: 'Work and relationships are met with fresh attention instead of habitual reaction, and choices come from a quieter place.',
      },
      {
        name: 'Practice and Life as One',
        text: 'The division between “spiritual time” and the rest of the day begins to fade, because awareness is present in both.',
      },
      {
        name: 'Mature Understanding',
        text: 'What was learned from the texts becomes one’s own, tested and confirmed in direct experience.',
      },
    ],
    caution: p(
      'Sahajawastha is easy to describe and easy to imitate. A calm manner can be mistaken for it, and the language of “nothing to do” can become a way of avoiding grief, anger or responsibilities that need honest attention. The tradition is clear that this abidance follows from a mind made pure and steady by ethical living, devotion, study and meditation; it does not replace them.',
      'Do not force the practice or measure yourself against descriptions of the sages. If contemplation brings up distress, or leaves you feeling unreal or cut off from life, pause and speak with your teacher, and where needed with a qualified health professional.',
    ),
    reflection:
      'Think of a moment today when you were not practising at all: waiting in a queue, listening to a friend, walking home. Was awareness absent then, or only unnoticed? Recognising it again took no effort, only the dropping of one. Sahajawastha is the slow, honest ripening of that recognition, until it is no longer something we visit in meditation but the natural ground from which we live.',
    levelNote:
      'Recommended for students with a grounding in Vedānta study and a settled meditation practice, ideally under a teacher’s guidance.',
  },
  'dhyan-dharana': {
    pageLevel: 'Intermediate to Advanced',
    introduction: p(
      'Dhyan & Dharana is the classical training of attention: first holding the mind to one chosen object, then letting that focus deepen into unbroken meditation.',
      'Our attention is usually scattered across many things at once, pulled by habit, memory and worry. The practices of dhāraṇā (concentration) and dhyāna (meditation) gather that scattered attention and make it steady. A steady mind is calmer and clearer, and it is also fit for the deeper contemplation of the Self that Vedānta teaches.',
      'The practice unfolds over months and years and is best learned with a teacher’s guidance.',
    ),
    what: p(
      'Dhāraṇā comes from the root dhṛ, “to hold”. Patañjali defines it as binding the mind to a place (Yoga Sūtra 3.1). The sūtra itself names no object; the commentaries give examples, such as the navel, the lotus of the heart, the light in the head, the tip of the nose or an outer object. In our practice the object is usually the breath, a mantra, a point of light or the region of the heart. The mind will wander; dhāraṇā is the patient act of bringing it back.',
      'Dhyāna, from the root dhyai, “to contemplate”, is what concentration ripens into. Patañjali describes it as a continuous flow of the same awareness toward that object (3.2), which the tradition compares to oil poured in an unbroken stream. In dhāraṇā we keep returning; in dhyāna there is nothing to return from, because attention no longer breaks. The two are stages of one movement inward.',
    ),
    philosophicalRoots: p(
      'In the Yoga Sūtra, dhāraṇā and dhyāna are the sixth and seventh of the eight limbs (aṣṭāṅga yoga). The path begins with ethical restraints and observances (yama and niyama), moves through posture, breath and the withdrawal of the senses (āsana, prāṇāyāma, pratyāhāra), and culminates in absorption (samādhi). Patañjali calls the last three limbs, practised together on a single object, saṃyama (3.4).',
      'The sixth chapter of the Bhagavad Gītā gives the same teaching in its own words. The settled mind of the meditator is like a lamp in a windless place that does not flicker (6.19), and whenever the restless mind wanders it is to be drawn back and rested in the Self (6.26). Both texts name the same means: steady practice and dispassion (abhyāsa and vairāgya; Yoga Sūtra 1.12, Gītā 6.35). In Vedānta, this trained attention serves nididhyāsana, the deep contemplation in which the teaching of the Self becomes lived knowledge.',
    ),
    howHeading: 'How to Practice',
    howToApproach: [
      {
        name: 'Prepare the Seat',
        text: 'Sit in a steady, comfortable posture with the spine upright and the body relaxed. A few minutes of slow, even breathing helps the mind settle before concentration begins.',
      },
      {
        name: 'Choose One Object',
        text: 'Take a single object and keep it for weeks rather than changing it daily: the natural breath at the nostrils, a mantra repeated inwardly, the flame of a lamp, or a sense of light at the heart centre. A teacher can help you choose what suits you.',
      },
      {
        name: 'Return, Again and Again',
        text: 'When the mind wanders, note that it has wandered and bring it back without irritation. Each return is the practice itself. This is dhāraṇā.',
      },
      {
        name: 'Allow the Flow',
        text: 'As the returns grow less frequent, ease off the effort and let attention rest with the object in a continuous stream. This is the beginning of dhyāna. Start with fifteen to twenty minutes and lengthen the time gradually.',
      },
    ],
    benefits: [
      {
        name: 'Focused Attention',
        text: 'The capacity to stay with one thing, learned in sitting practice, carries over into study, work and conversation.',
      },
      {
        name: 'Emotional Balance',
        text: 'Watching thoughts arise and pass without chasing them loosens the grip of anxious and reactive patterns.',
      },
      {
        name: 'Mental Clarity',
        text: 'As scattered thinking quiets, perception becomes fresher and judgement clearer.',
      },
      {
        name: 'Inner Stillness',
        text: 'Periods of unbroken meditation bring a quiet that is restful in itself and does not depend on outer conditions.',
      },
      {
        name: 'Readiness for Self-Inquiry',
        text: 'A steady mind can hold the teachings of Vedānta in contemplation long enough for them to become clear knowledge.',
      },
    ],
    caution: p(
      'Meditation is gentle, but it is not always easy. Gauḍapāda’s Māṇḍūkya Kārikā (3.44–45) names four obstacles: laya, the mind sinking into drowsiness; vikṣepa, the mind scattering into distraction; kaṣāya, latent attachment that holds the mind back even when it seems still; and rasāsvāda, lingering in the pleasure of a calm state instead of going beyond it. Each is met with patience, not force. Straining to concentrate tightens body and mind and defeats the purpose.',
      'Sitting quietly can sometimes bring up old grief, fear or memories. If that happens, shorten your sittings, keep your eyes open, and speak with a teacher. Anyone with a history of trauma or a mental-health condition should consult a qualified professional before taking up intensive practice. When gazing at a flame, keep the sessions short and never strain the eyes; avoid it if you have an eye condition or epilepsy. Long retreats and advanced techniques belong under the guidance of an experienced teacher.',
    ),
    reflection:
      'The wandering mind is not the enemy of meditation; it is the material of it. Every time you notice that you have drifted and come back, attention grows a little stronger and a little kinder. In time the returning gives way to resting, and the resting opens onto a stillness that was never really absent.',
    levelNote:
      'Suited to students with some regular meditation experience; newcomers can begin with simple attention to the breath under guidance.',
  },
  'yog-pranayam': {
    pageLevel: 'All Levels',
    introduction: p(
      'Yog Pranayam is the yogic discipline of the breath: classical techniques that regulate prāṇa, the vital energy, and so bring calm and steadiness to the mind.',
      'Breathing runs by itself, yet it can also be guided at will, and that makes the breath a natural bridge between body and mind.',
      'This page introduces four techniques that can form the foundation of a daily practice: anuloma-viloma, kapālabhāti, bhrāmarī and ujjāyī. They are not all for everyone: read the cautions below before you begin, and learn kapālabhāti from a teacher.',
    ),
    what: p(
      'Prāṇāyāma joins prāṇa, the life force that animates body and mind, with āyāma, “extension” or “regulation”. It is more than a breathing exercise: through the rhythm, depth and direction of the breath, the practitioner learns to work with the subtle energy the breath carries.',
      'Patañjali defines prāṇāyāma as the regulation, or pausing, of the movement of inhalation and exhalation once a steady posture has been established (Yoga Sūtra 2.49). In practice it ranges from simply slowing and evening the breath to precise ratios of inhalation, retention and exhalation. Yog Pranayam, as taught here, begins with the simplest forms and builds slowly.',
    ),
    philosophicalRoots: p(
      'Among Patañjali’s eight limbs, prāṇāyāma is the fourth: it follows āsana, posture, and precedes pratyāhāra, the withdrawal of the senses. The order is deliberate: a steady body makes regulated breathing possible, and a regulated breath prepares the senses to turn inward. Patañjali adds that through prāṇāyāma the veil over the mind’s inner light grows thin, and the mind becomes fit for concentration (2.52–53).',
      'The Haṭha Yoga Pradīpikā states the principle plainly: when the breath moves, the mind moves; when the breath is still, the mind is still (2.2). The yogic tradition describes a network of subtle channels, the nāḍīs, through which prāṇa flows. Three are central: iḍā and piṅgalā, associated with the left and right nostrils, and suṣumnā, the central channel. Balanced breathing is understood to bring these currents into harmony. The Upaniṣads, too, honour prāṇa as the power on which all the senses depend (Chāndogya Upaniṣad 5.1).',
    ),
    howHeading: 'How to Practice',
    howToApproach: [
      {
        name: 'Anuloma-Viloma (Alternate Nostril Breathing)',
        text: 'Anuloma-viloma (“with and against the grain”) and nāḍī-śodhana (“purification of the channels”) are related alternate-nostril practices, and teachers draw the line between them differently; some keep the name nāḍī-śodhana for a form with breath retention. On this site anuloma-viloma means the simple form given here, without retention. Close the right nostril with the thumb and breathe in through the left; close the left and breathe out through the right; breathe in through the right, then out through the left. That is one round. Continue slowly and without strain for five to ten minutes.',
      },
      {
        name: 'Kapālabhāti (Skull-Shining Breath)',
        text: 'The Haṭha Yoga Pradīpikā counts kapālabhāti among its cleansing practices. Breathe out in short, active bursts by drawing the belly in, and let each inhalation happen passively. Begin with one round of twenty to thirty strokes at a comfortable pace, then rest with natural breathing. Practise only on an empty stomach.',
      },
      {
        name: 'Bhrāmarī (Bee Breath)',
        text: 'Bhrāmarī takes its name from the bee. Breathe in quietly, then breathe out while making a steady, low hum with the lips closed, feeling the vibration in the head. Five to seven rounds are enough to settle the mind, and the practice makes a good preparation for meditation.',
      },
      {
        name: 'Ujjāyī (Victorious Breath)',
        text: 'In ujjāyī the throat is gently narrowed so that the breath makes a soft, even sound, like the sea heard from a distance. Breathe in and out through the nose, keeping the sound smooth and the breath long. The sound gives the mind something to follow and helps the breath lengthen naturally.',
      },
    ],
    benefits: [
      {
        name: 'A Calm Mind',
        text: 'Many practitioners find that slow, even breathing soothes them and eases restlessness and anxiety.',
      },
      {
        name: 'Balanced Energy',
        text: 'Regular practice steadies the rise and fall of energy through the day, so that one feels neither dull nor agitated.',
      },
      {
        name: 'Healthier Breathing',
        text: 'Many practitioners find that they use the lungs and diaphragm more fully, and that habits of shallow breathing slowly change.',
      },
      {
        name: 'Better Concentration',
        text: 'A steady breath supports a steady attention, which serves both study and meditation.',
      },
      {
        name: 'Inner Awareness',
        text: 'Attending to the breath draws attention inward and makes one more sensitive to the subtle states of body and mind.',
      },
    ],
    caution: p(
      'Prāṇāyāma is powerful, and the texts themselves urge care. The Haṭha Yoga Pradīpikā says that the breath must be brought under control gradually, as a lion, an elephant or a tiger is tamed, and that wrong practice harms the practitioner (2.15–16). Go slowly, never force the breath, and stop at once if you feel dizzy, breathless or uncomfortable.',
      'Practise on an empty stomach. Kapālabhāti in particular should never be done on a full stomach: wait at least two to three hours after a meal. If you are pregnant, or have a heart condition, high blood pressure, epilepsy or a hernia, or have recently had abdominal or eye surgery, avoid kapālabhāti and breath retention, and consult a doctor before beginning any breathing practice. Learn each technique from a qualified teacher who can check your posture and rhythm. The descriptions on this page are an introduction, not a substitute for that guidance.',
    ),
    reflection:
      'We breathe some twenty thousand times a day and notice almost none of those breaths. Prāṇāyāma begins with noticing. Each conscious breath is a small return from distraction to presence, and over time the breath becomes a trusted companion that can settle the mind in any circumstance.',
    levelNote:
      'Open to all: beginners start with gentle breathing and anuloma-viloma, while experienced practitioners refine rhythm and duration under guidance.',
  },
  'jap-practice': {
    pageLevel: 'Beginner',
    introduction: p(
      'Jap is the repetition of a mantra or sacred name with attention and devotion, one of the simplest and most widely practised disciplines of the tradition.',
      'It asks for no special equipment and no special place. A few syllables, repeated with care, give the wandering mind a home to return to. Many practitioners keep count on a mālā of 108 beads; others repeat the mantra with the breath or carry it quietly through the day’s activities.',
    ),
    what: p(
      'The Sanskrit word japa comes from the root jap, “to utter in a low voice” or “to repeat inwardly”. In japa a mantra, a divine name or a sacred syllable such as Oṃ is repeated again and again, with attention on its sound and its meaning.',
      'The tradition describes three ways of doing it. In spoken (vācika) japa the mantra is said aloud. In whispered (upāṃśu) japa the lips move but the sound is barely audible. In silent (mānasika) japa the repetition takes place wholly in the mind. All three are valid, and the texts regard each as subtler and more fruitful than the one before: the Manusmṛti (2.85) counts whispered japa a hundred times and silent japa a thousand times the worth of a ritual offering. Beginners often start aloud or in a whisper and let the practice move inward naturally.',
    ),
    philosophicalRoots: p(
      'In the Bhagavad Gītā, Śrī Kṛṣṇa names japa among his own glories: “Of sacrifices, I am the sacrifice of japa” (10.25). Unlike outer rites, this offering needs nothing but sincerity, and it can be made anywhere.',
      'Patañjali teaches that the sacred syllable Oṃ, the praṇava, expresses Īśvara, and that its repetition goes together with contemplation of its meaning (Yoga Sūtra 1.27–28). Sound and meaning belong together: the sound holds the mind, and the meaning turns it toward the divine. The Māṇḍūkya Upaniṣad declares that Oṃ is all this, its parts standing for waking, dream and deep sleep, and the silence after it for the Self beyond all three. For the student of Vedānta, japa is therefore more than concentration: it purifies the mind and prepares it to recognise its own source.',
    ),
    howHeading: 'How to Practice',
    howToApproach: [
      {
        name: 'Use the Mālā',
        text: 'Hold the mālā in the right hand and move one bead with each repetition, using the thumb and middle finger. The mālā has 108 beads and a larger guru bead (meru), which is not crossed: at the end of a round, turn the mālā and begin again.',
      },
      {
        name: 'Keep a Steady Time',
        text: 'Begin with one or a few rounds of 108 at the same time each day, preferably in the early morning or the evening, in a clean and quiet place. Regularity matters more than quantity.',
      },
      {
        name: 'Sit in the Silence',
        text: 'After the repetitions, sit quietly for a few minutes. Let the mantra fade and rest in the stillness it leaves behind.',
      },
    ],
    benefits: [
      {
        name: 'A Settled Mind',
        text: 'The mantra gives the mind one thing to rest on, and scattered thinking gradually quiets.',
      },
      {
        name: 'Growing Devotion',
        text: 'Repeating a divine name with feeling nourishes love and trust and softens the heart.',
      },
      {
        name: 'Purification',
        text: 'The tradition holds that japa thins out old habits of mind (vāsanās) and leaves the mind clear and calm.',
      },
      {
        name: 'An Anchor in Difficulty',
        text: 'A familiar mantra becomes a steady support in moments of fear, anger or grief.',
      },
    ],
    caution: p(
      'Japa is safe for almost everyone, but it can become mechanical. Moving beads while the mind plans the day brings little benefit; a few repetitions with attention are worth more than many without it. Avoid straining for large numbers or treating the count as an achievement.',
      'Some mantras are traditionally given only through initiation (dīkṣā) and are best not taken from books. If you are unsure which mantra to use or how to pronounce it, ask a qualified teacher. If long sessions leave you tense or restless, shorten them and return to a relaxed, natural pace.',
    ),
    reflection:
      'Each repetition is a small act of remembering. The mind forgets and wanders a thousand times, and a thousand times the mantra calls it home. Slowly the sound grows quieter, until what remains is not the word but the stillness and presence from which it arose.',
    levelNote:
      'Suitable for beginners: it needs only sincerity and regularity, and it goes on deepening for experienced practitioners.',
    cards: [
      {
        name: 'Choosing Your Mantra',
        text: 'Traditionally a mantra is received from a teacher, who chooses one to suit the student. Until then, a divine name that draws your heart, or the syllable Oṃ, may be used. Stay with one mantra: its strength grows with long familiarity.',
      },
      {
        name: 'Repetition & Rhythm',
        text: 'Repeat the mantra at an even pace, neither hurried nor dragging, often in time with the breath. The mālā of 108 beads keeps count so that attention can stay with the sound.',
      },
      {
        name: 'Silent Awareness',
        text: 'As the practice deepens, move from spoken to whispered to silent japa. Notice the pause between repetitions, and the awareness in which the mantra arises and subsides.',
      },
      {
        name: 'Integration in Daily Life',
        text: 'Let the mantra accompany ordinary moments: walking, waiting, falling asleep. Over time the repetition continues quietly in the background, and the whole day becomes a form of remembrance.',
      },
    ],
  },
  swadhyay: {
    pageLevel: 'Intermediate',
    introduction: p(
      'Swadhyay is the practice of studying sacred texts and, through them, studying oneself: reading with reflection until the teaching shapes how we see and live.',
      'It is neither academic scholarship nor casual reading. The texts of the tradition, among them the Upaniṣads, the Bhagavad Gītā and the Yoga Sūtra, are approached as mirrors. Each verse asks the reader a question: is this true of me, and how would I live if it were?',
      'Swadhyay can begin with a single verse a day. Over time it becomes the thread that ties study, meditation and daily life together.',
    ),
    what: p(
      'The Sanskrit svādhyāya is usually explained as sva, “one’s own” or “the self”, and adhyāya, “study” or “reading”. Traditionally it meant the daily recitation and study of one’s own branch of the Veda, learned from a teacher. In its wider sense it means study that leads to knowledge of the Self.',
      'Both meanings matter. Svādhyāya is grounded in the words of the scriptures, read carefully and often, and it turns those words back on the reader, so that study becomes self-examination. Swadhyay, as taught here, holds the two together.',
    ),
    philosophicalRoots: p(
      'The teacher of the Taittirīya Upaniṣad gives his departing students a clear instruction: svādhyāyān mā pramadaḥ, “do not neglect study” (1.11.1). In Patañjali’s Yoga Sūtra, svādhyāya is one of the five observances (niyama, 2.32), and one of the three parts of kriyā-yoga, the yoga of action, together with austerity and surrender to Īśvara (2.1). Patañjali adds that through svādhyāya one comes into communion with one’s chosen deity (2.44).',
      'In Vedānta, study takes the form of śravaṇa, hearing the teaching from a teacher rooted in the tradition; manana, reflection that removes doubt; and nididhyāsana, contemplation that makes the knowledge one’s own. The Bhagavad Gītā counts the regular study of scripture as an austerity of speech (17.15), and teaches that knowledge is gained through humility, sincere questioning and service to those who know (4.34).',
    ),
    howHeading: 'How to Practice',
    howToApproach: [
      {
        name: 'Scripture Study',
        text: 'Choose one text, ideally with a reliable translation and commentary, and read a small portion each day. The Bhagavad Gītā, one of the principal Upaniṣads or an introductory text such as Tattvabodha are good places to start. Read slowly, and where possible learn the text from a teacher.',
      },
      {
        name: 'Contemplation',
        text: 'After reading, sit quietly with one idea. Ask what it means, what follows from it and where it meets your own experience. A short verse held in mind for a whole day often teaches more than many pages read quickly.',
      },
      {
        name: 'Application',
        text: 'Carry one teaching into the day and watch how it meets real situations: patience in a difficult conversation, contentment in the face of disappointment, the stance of the witness in a moment of anger. Notice where understanding and behaviour still differ.',
      },
      {
        name: 'Discussion',
        text: 'Share questions with a teacher or in satsaṅga, the company of truth. Explaining what you have understood, and hearing other perspectives, clears doubts and guards against private misreadings.',
      },
    ],
    benefits: [
      {
        name: 'Clarity of Understanding',
        text: 'Regular study builds a clear and coherent picture of the teaching, so that its ideas support rather than confuse one another.',
      },
      {
        name: 'Self-Knowledge',
        text: 'Holding the texts up as a mirror reveals one’s own habits, motives and assumptions.',
      },
      {
        name: 'Discernment',
        text: 'Steady reflection sharpens viveka, the capacity to distinguish the lasting from the passing.',
      },
      {
        name: 'Inspiration and Steadiness',
        text: 'The words of the sages offer guidance and encouragement, especially in difficult times.',
      },
      {
        name: 'A Foundation for Meditation',
        text: 'What has been studied and understood gives meditation a clear direction.',
      },
    ],
    caution: p(
      'Study can feed the ego as easily as it can loosen it. Collecting ideas, winning arguments or quoting verses is not svādhyāya. Keep the purpose in view: transformation, not information.',
      'Read reliable translations, and remember that many verses need their context and a traditional commentary to be understood correctly; isolated lines can be bent to mean almost anything. Where a teaching puzzles or troubles you, take the question to a teacher rather than settling on a private interpretation.',
    ),
    reflection:
      'The scriptures speak of the Self, and the Self is the one who reads them. Svādhyāya is complete when the reader recognises that the text was never about someone else. Until then, each verse read with humility and care is a step toward that recognition.',
    levelNote:
      'Best suited to students ready to commit to regular study and reflection; beginners are welcome to start with a short daily reading.',
  },
  'teerth-yatra': {
    pageLevel: 'Beginner to Intermediate',
    introduction: p(
      'Teerth Yatra is pilgrimage undertaken as a spiritual practice: an outer journey to a sacred place that supports an inner journey toward the Self.',
      'Since ancient times seekers have travelled to rivers, mountains and temples held sacred by the tradition. Varanasi, where Pragya Trust is based, has drawn pilgrims for countless generations. What turns travel into tīrtha-yātrā is not only the destination but the attitude: simplicity, prayer, attention and openness to what the journey teaches.',
    ),
    what: p(
      'The Sanskrit tīrtha comes from the root tṝ, “to cross over”. A tīrtha is literally a ford, a place where a river can be crossed. By extension it came to mean a sacred place where one crosses from the ordinary to the holy and, in the language of the tradition, across the ocean of saṃsāra. Yātrā means a journey.',
      'A tīrtha-yātrā is a journey to such a place: a river such as the Gaṅgā, a mountain shrine, a temple, or the home of a saint. Traditionally the pilgrim travelled simply, often on foot, keeping vows of discipline along the way. The journey itself was practice, and the arrival was not an end but a meeting.',
    ),
    philosophicalRoots: p(
      'The Mahābhārata devotes long passages to the sacred fords of India, and it is clear about what bears fruit: the one whose hands, feet and mind are well restrained, and who has learning, austerity and good name, gains the fruit of the tīrtha (Mahābhārata 3.80). Travel without inner discipline remains travel.',
      'The Bhāgavata Purāṇa goes further and says that saintly devotees are themselves living tīrthas, who sanctify the holy places they visit (1.13.10). A verse handed down with the Mahābhārata, and also quoted in the Hitopadeśa, turns the image fully inward (ātmā nadī saṃyama-puṇya-tīrthā): the Self is a river whose holy ford is self-restraint, whose water is truth, whose banks are good conduct and whose waves are compassion, and it is there one should bathe, for the inner being is not purified by water alone. Pilgrimage is valued because it helps the mind turn toward that inner source. Ādi Śaṅkarācārya, remembered for travelling the length of India and founding seats of learning in its four directions, shows how journeying, study and devotion were woven together in the tradition.',
    ),
    howHeading: 'How to Practice',
    howToApproach: [
      {
        name: 'Planning the Route',
        text: 'Choose a destination that holds meaning for you and learn about it beforehand: its deity, its history, the saints associated with it. Plan a pace that leaves time for stillness, check the season and your own health, and travel as simply as you reasonably can.',
      },
      {
        name: 'Daily Practices',
        text: 'Keep a short daily discipline on the road: japa, a reading from scripture, a few minutes of silent sitting, and moderate food. Many pilgrims also keep a vow for the length of the journey, such as speaking less or giving something up.',
      },
      {
        name: 'Engaging with Community',
        text: 'Take part respectfully in the life of the place: its worship, its festivals, its satsaṅga. Meet fellow pilgrims, priests and residents with courtesy, follow local customs, and help where you can. Gratitude and service are part of the pilgrimage.',
      },
      {
        name: 'Reflection',
        text: 'Each evening, recall the day quietly. What moved you? What irritated you? Keep a simple journal if it helps. After returning home, let the lessons of the journey shape ordinary life, so that the pilgrimage continues after the travelling ends.',
      },
    ],
    benefits: [
      {
        name: 'Renewed Faith',
        text: 'Places where generations have prayed carry an atmosphere that can rekindle devotion and trust.',
      },
      {
        name: 'Simplicity',
        text: 'Travelling light, away from routine, shows how few of our usual needs are essential.',
      },
      {
        name: 'Humility and Patience',
        text: 'Crowds, delays and discomfort become teachers; meeting them calmly is practice in itself.',
      },
      {
        name: 'Living Connection with Tradition',
        text: 'The stories and teachings of the scriptures come alive in the places where they are remembered.',
      },
      {
        name: 'Fresh Perspective',
        text: 'Stepping away from daily life gives room to see it, and oneself, more clearly.',
      },
    ],
    caution: p(
      'Pilgrimage can be physically demanding. Long walks, heat and cold, altitude at mountain shrines and large crowds at festivals all call for preparation. If you have a health condition, consult a doctor before a strenuous journey; carry the medicines you need, drink safe water and rest when you are tired.',
      'Take care, too, not to turn pilgrimage into tourism or a transaction. Spiritual merit cannot be bought, and anyone who presses for money in its name is best met politely and firmly. Respect the customs of each place, including those on dress and photography, and remember that the tradition measures a yātrā by the inner change it brings, not by the number of shrines visited.',
    ),
    reflection:
      'Every journey has an outer road and an inner one. The feet travel to the riverbank, the temple, the mountain; the heart travels toward what those places stand for. Sooner or later the pilgrim discovers that the sacredness sought far away was waiting within all along, and comes home to find home itself transformed.',
    levelNote:
      'Open to beginners with guidance; longer and more demanding journeys suit those with some experience of travel and daily practice.',
  },
  'puja-path': {
    pageLevel: 'Beginner to Intermediate',
    introduction: p(
      'Puja-Path joins ritual worship (pūjā) with the recitation of sacred texts (pāṭha), bringing body, speech and mind together in one act of reverence.',
      'Lighting a lamp, offering a flower, chanting a hymn: for many centuries these simple acts have been at the heart of worship in homes and temples. Done mechanically they are empty. Done with attention they train the heart in gratitude and the mind in steadiness.',
      'This page explains the meaning of pūjā and pāṭha, their place in a life of spiritual practice, and a simple way to begin at home.',
    ),
    what: p(
      'Pūjā is worship in which the divine is honoured as a beloved guest through a sequence of offerings (upacāras), traditionally counted as five or sixteen. The five are fragrance (gandha), flowers (puṣpa), incense (dhūpa), light (dīpa) and food (naivedya). Pāṭha is recitation: chanting or reading aloud a scripture or hymn, such as the Bhagavad Gītā, the Viṣṇu Sahasranāma or the Devī Māhātmya, as a daily or festival observance.',
      'Together they engage the whole person. The hands offer, the voice recites, the eyes rest on the sacred image or symbol, and the mind holds the meaning. Puja-Path can be elaborate, as in temple ritual, or very simple, as at a home shrine with a lamp and a few flowers.',
    ),
    philosophicalRoots: p(
      'In the Bhagavad Gītā, Śrī Kṛṣṇa says that whoever offers him with devotion a leaf, a flower, a fruit or a little water, that offering of love he accepts (9.26). What matters is not the size of the gift but the love with which it is given. In the next verse he asks that whatever one does, eats, offers in sacrifice, gives or undertakes as austerity be done as an offering to him (9.27).',
      'Vedānta values worship as a means of purifying the mind (citta-śuddhi) and turning it toward the divine. The hymn Śiva Mānasa Pūjā, traditionally attributed to Ādi Śaṅkarācārya, describes a whole pūjā performed in the mind. Its fourth verse offers the worshipper’s entire life: the body is the Lord’s dwelling, every step a circumambulation, every word a hymn, and whatever one does an act of worship; the fifth, the last, asks forgiveness for every fault of hand, foot, speech, body, ear, eye or mind, known or unknown. In this vision outer ritual is training for an inner attitude in which all of life is offered, until the worshipper recognises that the Self worshipped and the Self worshipping are not two.',
    ),
    howHeading: 'How to Practice',
    howToApproach: [
      {
        name: 'Offerings',
        text: 'Prepare a clean place and a simple shrine. Wash, then sit quietly for a moment before beginning. Offer fragrance (sandalwood paste), flowers, incense, a lamp and a little food one by one, with attention to each gesture. A simple offering made sincerely is complete worship.',
      },
      {
        name: 'Mantra Recitation',
        text: 'Chant the mantras and hymns that belong to the worship, or recite a chosen text, such as a chapter of the Bhagavad Gītā. Learn the pronunciation carefully, and keep the meaning in mind as you recite.',
      },
      {
        name: 'Meditative Attention',
        text: 'Let the ritual slow your attention down. Rest your gaze on the lamp or the image, and notice the quiet that gathers during the worship. Close by sitting in silence for a few minutes.',
      },
      {
        name: 'Reflection',
        text: 'Afterwards, consider what was offered and to whom. Let the attitude of the pūjā, its gratitude, reverence and self-giving, continue into the day’s work and relationships.',
      },
    ],
    benefits: [
      {
        name: 'Devotion and Gratitude',
        text: 'Regular worship cultivates love for the divine and thankfulness for all that has been received.',
      },
      {
        name: 'A Steady Rhythm',
        text: 'A daily pūjā gives the day a sacred beginning or close and anchors other practices.',
      },
      {
        name: 'Purity of Mind',
        text: 'Careful, reverent action calms agitation and turns the mind toward what is good.',
      },
      {
        name: 'Connection with Tradition',
        text: 'Recitation keeps the sacred texts alive in memory and links the practitioner with generations of worshippers.',
      },
      {
        name: 'Preparation for Meditation',
        text: 'The focus gathered during worship leads naturally into silent sitting.',
      },
    ],
    caution: p(
      'The danger in ritual is mechanical repetition, or the belief that correct procedure alone produces merit. Pūjā is an expression of the heart. Without attention and sincerity it becomes empty routine, and anxiety about doing everything perfectly can crowd out devotion altogether.',
      'Elaborate rituals and certain mantras are traditionally learned from a teacher or priest, sometimes after initiation, and should not be improvised from books. For home worship keep things simple, take care with lamps and incense, and never let the practice become a source of fear. When you are unsure, ask a qualified teacher.',
    ),
    reflection:
      'A flower placed before the image will fade by evening; what it expresses does not. Every pūjā is a small rehearsal of offering ourselves, and in time the offering widens until the whole day, with its work, its words and its silences, becomes worship.',
    levelNote:
      'Suitable for beginners through simple home worship; longer recitations and fuller rituals suit those ready to learn them with guidance.',
  },
};

/** The practice with this slug and its whole page, or undefined. */
export function findPracticePage(slug: string): Practice | undefined {
  return withBody(findPractice(slug), practicePages);
}
