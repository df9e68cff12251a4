import { withBody } from './bodies';
import { findMeditation } from './meditation';
import type { Meditation, MeditationBody } from './types';

/** The body of each practice's page (/meditation/{slug}), by slug; the cards are in meditation.ts. */
export const meditationPages: Record<string, MeditationBody> = {
  kriya: {
    introduction:
      'Kriya means action, and action fills every moment of life: we breathe, move, speak, work and rest. Usually these actions happen while attention is elsewhere, caught up in plans, worries or memories. Kriya brings attention back into the action itself, so that ordinary activity becomes a field of practice.\n\n' +
      'It begins with the breath and the body, because both are always present and easy to observe, and then extends into the whole of daily life. No special setting is needed; the practice asks only for sincerity and regular repetition.',
    cards: [
      {
        name: 'Mindful Breath',
        text: 'Conscious, rhythmic breathing settles the body and gathers scattered attention. It is the simplest doorway into the present moment.',
      },
      {
        name: 'Intentional Movement',
        text: 'Moving slowly and deliberately, in gentle postures or in walking, lets awareness inhabit the body instead of directing it from a distance.',
      },
      {
        name: 'Presence in Daily Life',
        text: 'Cooking, cleaning, speaking and working become practice when they are done with full attention and without hurry.',
      },
      {
        name: 'Reflection & Awareness',
        text: 'A few minutes of honest review at the end of the day show where awareness held and where it slipped, and reveal the habits of the mind.',
      },
    ],
    insight:
      'Awareness is not something added to action from outside. When attention is undivided, the sense of a busy, separate doer grows quieter, and action begins to flow from a calmer place. This is why the tradition treats skilful action as a form of yoga: the same hands and feet, the same daily tasks, become a means of inner freedom when they are offered with care and without anxiety about results.',
    sections: [
      {
        heading: 'What is Kriya?',
        body:
          'In Sanskrit kriyā means action or activity. As a practice, Kriya is the discipline of doing whatever one does with attention gathered in the present. It does not reject the active life in favour of withdrawal; it transforms activity from within. It is neither the initiatory kriyā-yoga of some modern lineages nor the cleansing kriyās (ṣaṭkarma) of haṭha yoga.\n\n' +
          'The practice has two movements. In short formal sessions, attention is trained through the breath and through slow, deliberate movement. Through the rest of the day, that trained attention is carried into work, conversation and rest, until the line between practice time and ordinary time begins to fade.',
      },
      {
        heading: 'The Inner Science',
        body:
          'Patañjali’s Yoga Sūtra (2.1) describes kriyā-yoga, the yoga of action, as three disciplines: tapas (self-discipline), svādhyāya (self-study) and īśvara-praṇidhāna (surrender to the Lord). The Bhagavad Gītā (2.48) asks Arjuna to act while established in yoga, giving up attachment and remaining even in success and failure, and soon after (2.50) calls yoga skill in action.\n\n' +
          'Behind these teachings lies a simple observation. Action performed from restlessness strengthens restlessness, while action performed with awareness, and without clinging to results, gradually clears the mind. The breath is the bridge between body and mind: when it becomes slow and even, thought follows. Kriya uses this relationship deliberately.',
      },
      {
        heading: 'How to Practice',
        body: 'Begin with a short daily session, and let the practice spread from there into the rest of the day.',
        ordered: true,
        items: [
          {
            name: 'Settle',
            text: 'Sit comfortably with the spine upright and the body relaxed. Close the eyes or rest the gaze low, and take a few natural breaths.',
          },
          {
            name: 'Breathe rhythmically',
            text: 'For 10–15 minutes, breathe slowly and evenly through the nose, keeping the inhalation and exhalation of equal length, for example a count of four each. Keep the breath soft; never force or hold it.',
          },
          {
            name: 'Move with attention',
            text: 'Follow with a few minutes of slow movement, such as gentle stretches or mindful walking, feeling each movement as it happens.',
          },
          {
            name: 'Carry it into the day',
            text: 'Choose one or two routine activities, such as washing dishes or climbing stairs, and do them with complete attention. When the mind wanders, return to the action without self-criticism.',
          },
          {
            name: 'Review in the evening',
            text: 'Before sleep, recall the day briefly and notice moments of presence and moments of distraction, without judging either.',
          },
        ],
      },
      {
        heading: 'A Session, Step by Step',
        body:
          'Here is what a morning session can look like. Sit on a firm chair or a cushion and breathe in for a count of four and out for a count of four, ten to fifteen minutes in all; when you notice the count has slipped, start again at one. Then stand and walk slowly across the room and back for five minutes, feeling the heel, the sole and the toes meet the floor at each step.\n\n' +
          'At breakfast, eat the first few mouthfuls in silence, tasting each one. Choose one task for the day, perhaps making tea or climbing the stairs at work, and do it with full attention each time it comes round. At night, take two minutes to recall when you were present and when you were on autopilot, and let the next morning begin from there.',
      },
      {
        heading: 'Benefits',
        body: '',
        items: [
          {
            name: 'Calm and steadiness',
            text: 'Many practitioners find that regular, even breathing quiets them and reduces restlessness.',
          },
          {
            name: 'Clarity in action',
            text: 'Work done with attention is done better, with fewer mistakes and less strain.',
          },
          {
            name: 'Ease in the body',
            text: 'Many practitioners find that mindful movement releases tension and builds a sensitive, friendly relationship with the body.',
          },
          {
            name: 'An integrated life',
            text: 'Spiritual practice stops being confined to the meditation seat and begins to inform the whole day.',
          },
        ],
      },
      {
        heading: 'Caution',
        body: 'The breath should stay comfortable throughout. If you feel dizzy, breathless or anxious, return to natural breathing and rest. If you have a heart or lung condition or high blood pressure, or are pregnant, consult a doctor before taking up breathing practices, and avoid holding the breath. Movement should never cause pain; respect the body’s limits. Kriya supports well-being but is not a substitute for medical or psychological care.',
      },
      {
        heading: 'Reflection',
        body: 'Think of one ordinary action you did today with full attention: washing a cup, tying a lace, climbing the stairs. How did it differ from the same action done while the mind was elsewhere? Tomorrow, choose one more such action, and notice whether the evenness of the morning’s breathing travels with you into it.',
      },
    ],
    ctaHeading: 'Begin Your Kriya Practice',
  },
  jap: {
    introduction:
      'Jap (Sanskrit japa) is among the oldest and simplest forms of spiritual practice in India. A sacred sound, a mantra or a name of the Divine, is repeated again and again with attention and devotion. It needs nothing beyond an optional mālā and can be practised anywhere.\n\n' +
      'Repetition gives the restless mind a single support. Stray thoughts lose their hold and the mind gathers around one sound and its meaning, until the repetition continues of its own accord and the mind rests easily in quiet.',
    cards: [
      {
        name: 'Silent Jap',
        text: 'Repetition in the mind alone (mānasika japa), without movement of the lips. The tradition regards it as the subtlest and most powerful form, suited to a mind that is already fairly steady.',
      },
      {
        name: 'Whispered Jap',
        text: 'Softly murmured repetition (upāṃśu japa), audible only to oneself. The gentle movement of lips and tongue holds attention while keeping the practice inward.',
      },
      {
        name: 'Loud Jap',
        text: 'Repetition aloud (vācika japa). The voice steadies a wandering mind, making this a natural starting point for beginners and a help when the mind is agitated.',
      },
      {
        name: 'The Mālā',
        text: 'A string of 108 beads, with a larger guru bead (meru), keeps count. One bead is moved with each repetition; at the guru bead the mālā is turned around rather than crossed.',
      },
    ],
    insight:
      'The mantra is more than a sound to be counted. Patañjali teaches that its repetition should go together with contemplation of its meaning. When repetition is joined to meaning and feeling, the mantra becomes a living connection with what it names. Gradually the effort of repeating gives way to listening, and the practitioner discovers the silence from which the mantra arises and into which it returns.',
    sections: [
      {
        heading: 'What is Jap?',
        body:
          'The word japa comes from a Sanskrit root meaning to utter softly or to repeat. The practice consists of repeating a mantra, such as Oṃ, Oṃ Namaḥ Śivāya or Oṃ Namo Nārāyaṇāya, or a name of the Divine, with attention and reverence. Repetitions are often counted on a mālā of 108 beads, one full round at a time.\n\n' +
          'Jap can be done in three ways: aloud, in a whisper, or silently in the mind. Many practitioners begin aloud, move to the whisper as concentration grows, and find that silent repetition arises naturally with time.',
      },
      {
        heading: 'The Power of Mantra',
        body:
          'The word mantra is traditionally explained as that which protects the one who reflects on it (mananāt trāyate). In the Bhagavad Gītā (10.25) Śrī Kṛṣṇa says that among sacrifices he is the sacrifice of japa, placing this simple practice among the highest forms of worship. Patañjali’s Yoga Sūtra (1.27–28) names Oṃ as the word that expresses Īśvara and teaches that its repetition should be joined to reflection on its meaning.\n\n' +
          'In the tradition, sound and consciousness are closely linked. A mantra received with faith, ideally from a teacher, is honoured as a form of the Divine itself. Repeated over time, it reshapes the tendencies of the mind, replacing scattered impressions with a single, purifying one.',
      },
      {
        heading: 'How to Practice',
        body: 'A short daily practice, kept up faithfully, is worth more than occasional long sessions.',
        ordered: true,
        items: [
          {
            name: 'Choose a mantra',
            text: 'Use a mantra given by your teacher, or a name of the Divine that moves you. Keep to the same mantra rather than changing it often.',
          },
          {
            name: 'Prepare',
            text: 'Sit in a clean, quiet place at a regular time, ideally early in the morning or in the evening. Keep the spine upright and take a few calm breaths.',
          },
          {
            name: 'Use the mālā',
            text: 'Hold the mālā in the right hand and, starting beside the guru bead, move one bead with the thumb for each repetition. Many traditions rest the beads on the middle finger and do not use the index finger. One round is 108 repetitions.',
          },
          {
            name: 'Repeat with attention',
            text: 'Begin aloud or in a whisper if the mind is restless, and let the repetition become softer and more inward as it settles. Keep the meaning or the feeling of the mantra in mind.',
          },
          {
            name: 'Rest in silence',
            text: 'After your rounds, sit quietly for a few minutes without repeating anything, and notice the stillness the practice leaves behind.',
          },
        ],
      },
      {
        heading: 'Benefits',
        body: '',
        items: [
          {
            name: 'Concentration',
            text: 'A single point of focus trains the mind to stay where it is placed.',
          },
          {
            name: 'Emotional steadiness',
            text: 'The rhythm of repetition calms agitation and offers refuge in difficult moments.',
          },
          {
            name: 'Purification',
            text: 'Over time, the mantra’s impression replaces scattered and unhelpful patterns of thought.',
          },
          {
            name: 'Devotion',
            text: 'Repeating a sacred name with love deepens the sense of relationship with the Divine.',
          },
        ],
      },
      {
        heading: 'Caution',
        body: 'Mechanical repetition while the mind wanders brings little benefit; the quality of attention matters more than the number of rounds. Do not strain the voice or force long sessions at the start; increase gradually. If you choose a mantra from a particular tradition, learn its correct pronunciation and its context, ideally from a qualified teacher.',
      },
      {
        heading: 'Reflection',
        body: 'After today’s round, recall where the mind went between the first bead and the last. At which point did it wander, and what brought it back: the sound of the mantra, its meaning, or the touch of the next bead? Let tomorrow’s repetitions lean on whatever brought you home.',
      },
    ],
    ctaHeading: 'Begin Your Jap Practice',
  },
  samvedana: {
    introduction:
      'Samvedana takes its name from the Sanskrit saṃvedanā, formed from the root vid, “to know”, with the prefix sam, “together” or “fully”. In Sanskrit the word means perception or feeling: experience fully known. In Hindi it has come to mean sensitivity and fellow-feeling, and the practice uses it in that sense, for an open and caring awareness of one’s own inner life and of the lives of others.\n\n' +
      'Spiritual discipline can sometimes harden into effort without warmth. Samvedana restores the balance. It trains the heart to stay open without being overwhelmed, so that clarity and kindness grow together.',
    cards: [
      {
        name: 'Heart Awareness',
        text: 'Turning attention to the feelings present in the heart and the body, and acknowledging them honestly, without suppressing or indulging them.',
      },
      {
        name: 'Empathetic Listening',
        text: 'Listening to another person fully, without preparing a reply or passing judgement, so that they feel heard and understood.',
      },
      {
        name: 'Compassionate Action',
        text: 'Letting understanding become practical kindness: a word, a helping hand, or patience where there might have been irritation.',
      },
      {
        name: 'Mindful Presence',
        text: 'Remaining attentive and steady in the presence of another’s joy or pain, offering company rather than hurried advice.',
      },
    ],
    insight:
      'Compassion in Vedānta is more than sentiment. It rests on a recognition: the consciousness that shines in me shines in every being. When this is understood even a little, another’s suffering no longer feels entirely foreign, and kindness becomes natural rather than dutiful. Sensitivity then becomes a strength, because it is anchored in understanding rather than in reaction.',
    sections: [
      {
        heading: 'What is Samvedana?',
        body:
          'Samvedana is the practice of cultivating sensitivity and compassion. It has an inward side and an outward side. Inwardly, it means becoming aware of one’s own feelings with honesty and gentleness. Outwardly, it means perceiving the feelings and needs of others and responding with care.\n\n' +
          'The practice does not ask us to feel more intensely or to carry the pain of the whole world. It asks us to notice more clearly and to respond more wisely, from a heart that is open and a mind that is steady.',
      },
      {
        heading: 'Philosophical Roots',
        body:
          'The Īśa Upaniṣad (verse 6) says that one who sees all beings in the Self, and the Self in all beings, no longer feels aversion. The Bhagavad Gītā (6.32) honours as the highest yogī the one who, by the measure of their own self, sees pleasure and pain in all beings alike, feeling the joys and sorrows of others as their own.\n\n' +
          'Patañjali’s Yoga Sūtra (1.33) recommends cultivating friendliness towards the happy, compassion towards the suffering, gladness towards the virtuous and equanimity towards those who do wrong, so that the mind becomes clear and serene. Samvedana draws on all three sources: compassion is both a fruit of seeing unity and a practice that leads towards it.',
      },
      {
        heading: 'How to Practice',
        body: 'Set aside ten to fifteen minutes for the sitting practice, and let its attitude colour your meetings with others through the day.',
        ordered: true,
        items: [
          {
            name: 'Settle into the heart',
            text: 'Sit quietly for a few minutes. Bring attention to the breath, then to the centre of the chest, and notice whatever feelings are present.',
          },
          {
            name: 'Acknowledge with kindness',
            text: 'Name each feeling silently, “sadness is here” or “joy is here”, and meet it with warmth rather than judgement.',
          },
          {
            name: 'Widen the circle',
            text: 'Take up Patañjali’s four attitudes (Yoga Sūtra 1.33), each with the kind of person it answers: friendliness (maitrī) towards those who are happy, compassion (karuṇā) towards those who suffer, gladness (muditā) at those who do good, and equanimity (upekṣā) towards those who do harm. Bring one person of each kind to mind and let the matching attitude grow.',
          },
          {
            name: 'Listen fully',
            text: 'In at least one conversation each day, listen without interrupting or planning your reply.',
          },
          {
            name: 'Act quietly',
            text: 'Look for one small, concrete act of kindness each day, done without expecting thanks.',
          },
        ],
      },
      {
        heading: 'Benefits',
        body: '',
        items: [
          {
            name: 'Emotional understanding',
            text: 'Greater awareness of one’s own feelings and of what lies behind them.',
          },
          {
            name: 'Deeper relationships',
            text: 'Listening and care build trust and bring warmth into family, work and community.',
          },
          {
            name: 'Less reactivity',
            text: 'Anger and resentment lose some of their force when others’ struggles are understood.',
          },
          {
            name: 'A sense of unity',
            text: 'The felt recognition that others are not truly separate from oneself, which is the heart of Vedānta.',
          },
        ],
      },
      {
        heading: 'Caution',
        body: 'Sensitivity without grounding can lead to exhaustion, so care for others must include care for oneself. Compassion does not mean accepting harm or giving up healthy boundaries. If the practice brings up painful memories or strong grief, go gently, return to the breath, and seek support from a teacher or a qualified professional where needed.',
      },
      {
        heading: 'Reflection',
        body: 'Think of someone whose suffering you find hard to understand. Beneath all the differences of circumstance and temperament, is their longing for peace any different from yours? Let that recognition soften the heart.',
      },
    ],
    ctaHeading: 'Begin Your Samvedana Practice',
  },
  sakshi: {
    introduction:
      'Sakshi (Sanskrit sākṣī) means witness. The practice trains us to observe the movements of the mind, thoughts, emotions, memories and sensations, without being carried away by them and without fighting them.\n\n' +
      'Most of the time we are so identified with our thoughts that we take them to be ourselves. Sakshi opens a small but decisive gap: thoughts are seen as events appearing in awareness. In that gap, clarity and freedom begin.',
    cards: [
      {
        name: 'Mind Observation',
        text: 'Watching thoughts arise, linger and pass, as one might watch clouds cross the sky, without following them or pushing them away.',
      },
      {
        name: 'Emotion Awareness',
        text: 'Noticing emotions as they appear in body and mind, naming them, and letting them run their course without acting them out or suppressing them.',
      },
      {
        name: 'Inner Detachment',
        text: 'Recognising that what is observed cannot be the observer. This quiet distance is not coldness; it is freedom from compulsive identification.',
      },
      {
        name: 'Conscious Living',
        text: 'Carrying the witnessing attitude into daily activity, so that one acts wholeheartedly while remaining inwardly spacious and steady.',
      },
    ],
    insight:
      'The witness is not one more thing to be found among thoughts and feelings. It is the awareness in which they all appear, always present and never touched by what it illumines. The Pañcadaśī compares it to the lamp of a theatre, which lights the patron, the audience and the dancer alike and goes on shining when the stage is empty. The practice begins as an effort to observe; it matures into the recognition that one has always been that which observes.',
    sections: [
      {
        heading: 'What is Sakshi?',
        body:
          'Sakshi is the practice of witnessing. In meditation one sits quietly and observes whatever arises in experience, sounds, bodily sensations, thoughts and feelings, without choosing among them and without commentary. In daily life one remembers, in the midst of activity, that every experience is known by an awareness that is not itself any of them.\n\n' +
          'It is a practice of attention, but also of understanding. Its aim is not to produce a special state, but to recognise the witnessing consciousness that is already present in every experience.',
      },
      {
        heading: 'The Upaniṣadic Teaching',
        body:
          'The Muṇḍaka Upaniṣad (3.1.1) describes two birds, close companions, perched on the same tree. One eats its fruit; the other does not eat, but simply looks on. The first is the individual caught up in experience, enjoying and suffering the results of action; the second is the Self as witness, untouched and free. The same verse appears in the Śvetāśvatara Upaniṣad (4.6), which elsewhere (6.11) calls the one God hidden in all beings the witness, pure consciousness, alone and beyond all qualities.\n\n' +
          'Vedānta texts such as the Dṛg-Dṛśya-Viveka turn this vision into a method: the seen is always other than the seer. Whatever I can observe, my body, my thoughts, my moods, is an object; the observing consciousness is never an object. To rest as that consciousness is to abide in one’s true nature.',
      },
      {
        heading: 'How to Practice',
        body: 'Begin with fifteen to twenty minutes of sitting, and add brief moments of witnessing throughout the day.',
        ordered: true,
        items: [
          {
            name: 'Settle',
            text: 'Sit comfortably with the spine upright. Let the body become still and the breath natural.',
          },
          {
            name: 'Observe sounds and sensations',
            text: 'Let sounds and sensations come and go without naming them. Notice that they appear and disappear while the one who hears and feels remains.',
          },
          {
            name: 'Watch thoughts',
            text: 'Observe thoughts in the same way. When you find that you have been lost in a thought, simply notice it and return to observing, without criticism.',
          },
          {
            name: 'Turn towards awareness',
            text: 'From time to time, ask quietly, “What is aware of this?” Do not look for the answer as another object; rest in simply being aware.',
          },
          {
            name: 'Carry it into the day',
            text: 'Several times a day, pause for one breath and notice what is being experienced, and that it is being known.',
          },
        ],
      },
      {
        heading: 'Benefits',
        body: '',
        items: [
          {
            name: 'Mental clarity',
            text: 'Thoughts are seen for what they are, and their confusion is less easily mistaken for truth.',
          },
          {
            name: 'Emotional balance',
            text: 'Strong emotions can be felt fully without sweeping one away.',
          },
          {
            name: 'Freedom from identification',
            text: 'The grip of passing moods, roles and self-images gradually loosens.',
          },
          {
            name: 'A ground for self-inquiry',
            text: 'Witnessing prepares the mind for the Vedāntic inquiry into the nature of the Self.',
          },
        ],
      },
      {
        heading: 'Caution',
        body: 'Witnessing is neither suppression nor indifference. Feelings are to be seen clearly, not pushed away, and the practice should never become a way of avoiding responsibility or human connection. Some people, especially those with a history of trauma, may find sustained self-observation unsettling. If you feel disconnected or distressed, ground yourself in the body and the breath, and seek guidance from a teacher or a qualified professional.',
      },
      {
        heading: 'Reflection',
        body: 'Recall one thought from today’s sitting that carried you away, and one you simply saw pass. The two thoughts may have been much alike; what differed was how they were met. What made the difference, and can you find that same stance the next time a worry or a memory arrives during the day?',
      },
    ],
    ctaHeading: 'Begin Your Sakshi Practice',
  },
  'ahangrah-upasana': {
    introduction:
      'In most forms of worship the Divine is approached as another, higher than and separate from the worshipper. Ahangrah Upasana (Sanskrit ahaṅgraha-upāsanā) turns this relationship inward: the object of worship is meditated on as one’s own Self, taken as “I”.\n\n' +
      'This is not a claim that the personal ego is divine. It is a contemplation that gradually loosens the ego’s hold, by resting attention on the pure awareness to which the word “I” ultimately points.',
    cards: [
      {
        name: 'Inner Reverence',
        text: 'Approaching the Self within with the devotion one would bring to a temple, honouring awareness as sacred.',
      },
      {
        name: 'Daily Reflection',
        text: 'Returning each day to a teaching such as “I am Brahman” and dwelling on its meaning rather than merely repeating the words.',
      },
      {
        name: 'Alignment with Consciousness',
        text: 'Letting thought, speech and action grow consistent with the understanding that one’s true nature is consciousness, not the limited body and mind.',
      },
      {
        name: 'Self-Discovery',
        text: 'Inquiring steadily into what “I” truly refers to, setting aside all that is observed and changing, until the unchanging Self is recognised.',
      },
    ],
    insight:
      'The word “I” is used all day long, yet we rarely ask what it means. It attaches itself now to the body, now to a role, now to a mood. Ahangrah Upasana takes this most familiar word and purifies it. When “I” is freed from its limiting associations and contemplated as boundless consciousness, worship and self-knowledge meet. The reverence once directed outward finds its object within, and the sense of separation on which fear and craving depend begins to dissolve.',
    sections: [
      {
        heading: 'What is Ahangrah Upasana?',
        body:
          'Upāsanā literally means sitting near: worship, or sustained meditation on a chosen object. Ahaṅgraha means taking as “I”. Ahangrah Upasana is therefore the meditation in which Brahman, the Divine, is contemplated as not different from oneself. Vedānta distinguishes it from pratīka-upāsanā, meditation on Brahman through a symbol such as an image or a sacred syllable, in which the symbol is not taken as oneself.\n\n' +
          'The practice is traditionally meant for seekers whose minds have been prepared by devotion, ethical living and study, and who have some understanding of the Upaniṣadic teaching on the Self.',
      },
      {
        heading: 'Philosophical Roots',
        body:
          'The Bṛhadāraṇyaka Upaniṣad (1.4.10) declares that in the beginning this was Brahman, and it knew itself alone as “I am Brahman” (ahaṃ brahmāsmi); therefore it became all. The same passage adds that whoever knows “I am Brahman” becomes all this, while one who worships a deity as another, thinking “it is one and I am another”, does not know. Ahaṃ brahmāsmi is counted among the four great sayings (mahāvākyas) of the Upaniṣads.\n\n' +
          'The Brahma Sūtra (4.1.3) teaches that the Highest is to be approached as one’s own Self, for this is how the scriptures both acknowledge it and teach others to grasp it. In his commentary Ādi Śaṅkarācārya explains that the Upaniṣads direct the seeker to meditate on Brahman as “I”, while symbols are not to be regarded as the Self. Ahangrah Upasana grows out of this teaching.\n\n' +
          'Śaṅkara also keeps meditation and knowledge apart (Brahma Sūtra bhāṣya 1.1.4). A meditation depends on the person: it can be done, done otherwise or left undone, as one chooses. Knowledge depends on its object: it is what it is, whatever one wishes. Meditating “I am Brahman” is therefore a discipline that prepares the mind; the knowledge that one is Brahman is not produced by it but revealed by the teaching, as a thing is revealed by light.',
      },
      {
        heading: 'How to Practice',
        body: 'Practise for fifteen to thirty minutes at a regular time, preferably after some study of the teaching.',
        ordered: true,
        items: [
          {
            name: 'Prepare the mind',
            text: 'Begin with a few minutes of quiet breathing, or a short prayer or chant, to settle and gather attention.',
          },
          {
            name: 'Recall the teaching',
            text: 'Bring to mind the words “ahaṃ brahmāsmi” and their meaning: the awareness that knows this body and mind is not different from the infinite reality.',
          },
          {
            name: 'Set aside what is not the Self',
            text: 'Notice the body, sensations and thoughts as objects known to you, and gently recognise that “I” does not truly refer to any of them.',
          },
          {
            name: 'Rest as awareness',
            text: 'Dwell with reverence on the simple sense of being and knowing, repeating the teaching inwardly only as often as needed to bring attention back.',
          },
          {
            name: 'Carry it into action',
            text: 'During the day, remember that the same consciousness is present in every being, and let that recognition shape how you speak and act.',
          },
        ],
      },
      {
        heading: 'Benefits',
        body: '',
        items: [
          {
            name: 'A steady sense of self',
            text: 'Identity rests less on changing circumstances, praise and blame.',
          },
          {
            name: 'Freedom from fear',
            text: 'As the sense of being a small, separate self loosens, anxiety loses its foundation.',
          },
          {
            name: 'Devotion turned inward',
            text: 'Worship deepens into intimacy with the Divine as one’s own being.',
          },
          {
            name: 'Kinship with all',
            text: 'Seeing the one Self in oneself makes it natural to honour it in others.',
          },
        ],
      },
      {
        heading: 'Caution',
        body: 'The chief danger in this practice is mistaking the ego for the Self. Thoughts such as “I am divine, so I am above others” are the opposite of its intent; genuine Ahangrah Upasana makes one humbler, not prouder. It should rest on ethical living and sound understanding and is best undertaken with a teacher’s guidance. If it feels abstract or leads to confusion, return for a while to simpler devotion and study, and let understanding mature.',
      },
      {
        heading: 'Reflection',
        body: 'Notice in the course of a day how many things the word “I” claims: “I am tired”, “I am late”, “I am right”. Then recall the words ahaṃ brahmāsmi. Which “I” do they speak of, and does that “I” ever tire, hurry or need to be right? Let the reverence of the practice rest there.',
      },
    ],
    ctaHeading: 'Begin Ahangrah Upasana',
  },
  'chup-sadhana': {
    introduction:
      'Chup is the Hindi word for silent, and sādhana means spiritual practice. Chup Sadhana is the practice of becoming quiet: first in speech, then in effort, and finally in the restless activity of the mind.\n\n' +
      'It may seem the simplest of practices, since it asks us to do nothing at all. Yet for a mind trained always to be busy, doing nothing is surprisingly hard. Chup Sadhana approaches this gently. Stillness cannot be produced by force; it is what remains when the effort to produce something comes to rest.',
    cards: [
      {
        name: 'Restful Awareness',
        text: 'Remaining awake and aware while letting go of every effort to achieve, fix or control anything.',
      },
      {
        name: 'Embrace Silence',
        text: 'Setting aside periods of outer silence, free of speech and screens, so that inner silence has room to appear.',
      },
      {
        name: 'Non-Doing Practice',
        text: 'Sitting without technique or goal, allowing whatever arises to come and go without following it.',
      },
      {
        name: 'Natural Flow',
        text: 'Letting the activity of life unfold from a quiet centre, acting when action is needed, without inner strain.',
      },
    ],
    insight:
      'Silence is not merely the absence of sound. Beneath every thought and every word there is a stillness that is never disturbed, as the depths of the ocean stay calm beneath its waves. Chup Sadhana does not create this stillness; it simply stops covering it. In the tradition the deepest teaching is given in silence, because the reality it points to lies beyond words and is known only by being it.',
    sections: [
      {
        heading: 'What is Chup Sadhana?',
        body:
          'Chup Sadhana is the practice of silence and non-doing. It has an outer form, mauna, the voluntary restraint of speech for a set period, and an inner form, in which one stops interfering with the movements of the mind and rests in awareness.\n\n' +
          'Non-doing does not mean laziness or withdrawal from life. It means that during the practice no effort is directed towards achieving anything. Even the intention to become silent is allowed to relax.',
      },
      {
        heading: 'Philosophical Roots',
        body:
          'The Taittirīya Upaniṣad (2.4.1) speaks of the bliss of Brahman as that from which words turn back, together with the mind, unable to reach it. In his commentary on the Brahma Sūtra (3.2.17), Ādi Śaṅkarācārya recounts how the sage Bāhva, asked by Bāṣkali to teach Brahman, remained silent. Asked again and again, he finally said: “I am teaching you, but you do not understand. This Self is silence.” A well-loved verse in praise of Dakṣiṇāmūrti describes a youthful teacher seated beneath a banyan tree with aged disciples: the teacher’s exposition is silence, yet the disciples’ doubts are dispelled.\n\n' +
          'The Bhagavad Gītā (6.25) advises that the mind, established in the Self, should little by little come to rest and think of nothing else. It also speaks (4.18) of the wise one who sees inaction in action and action in inaction. Chup Sadhana draws on these teachings: the Self is not something to be done or produced; it is what is revealed when doing subsides.',
      },
      {
        heading: 'How to Practice',
        body: 'Start modestly and let periods of silence lengthen naturally as they become familiar.',
        ordered: true,
        items: [
          {
            name: 'Begin with outer silence',
            text: 'Set aside a period, perhaps an hour at first, without speaking, reading or screens. Let those you live with know in advance.',
          },
          {
            name: 'Sit without technique',
            text: 'Sit comfortably for fifteen to thirty minutes. Do not use a mantra, count breaths or aim for any state; simply remain.',
          },
          {
            name: 'Let everything be',
            text: 'Thoughts, sounds and feelings will come. Neither follow them nor push them away. If you notice effort, let that relax too.',
          },
          {
            name: 'Notice the background',
            text: 'Become aware of the quiet in which all of this appears, without turning it into an object to hold on to.',
          },
          {
            name: 'Return gently',
            text: 'End slowly, and let your first words and actions arise from that quiet rather than breaking it abruptly.',
          },
        ],
      },
      {
        heading: 'Benefits',
        body: '',
        items: [
          {
            name: 'Deep rest',
            text: 'Body and mind recover from the constant strain of doing and achieving.',
          },
          {
            name: 'Conserved energy',
            text: 'Restraint in speech saves much of the energy scattered in idle talk and reaction.',
          },
          {
            name: 'Clarity',
            text: 'When the surface of the mind is still, insight and sound judgement arise more easily.',
          },
          {
            name: 'Recognition of peace',
            text: 'Peace is discovered not as a rare experience but as the ever-present background of all experience.',
          },
        ],
      },
      {
        heading: 'Caution',
        body: 'Silence can bring long-suppressed thoughts and feelings to the surface. This is natural, but if it becomes overwhelming, open the eyes, move the body and return to simpler practices such as awareness of the breath. Longer periods of silence, a day or more, are best undertaken with guidance. Non-doing in meditation is not a licence to neglect one’s duties; the aim is to bring a quieter mind to one’s responsibilities, not to abandon them.',
      },
      {
        heading: 'Reflection',
        body: 'At the end of your next period of silence, listen to the first words you speak. Did they come out of the quiet, or break it? Which of the day’s words could have stayed unsaid, and what did the silence let you hear that talking would have covered?',
      },
    ],
    ctaHeading: 'Begin Chup Sadhana',
  },
};

/** The practice with this slug and its whole page, or undefined. */
export function findMeditationPage(slug: string): Meditation | undefined {
  return withBody(findMeditation(slug), meditationPages);
}
