import { withBody } from './bodies';
import { findCourse } from './courses';
import type { CourseSlug } from '../../src/common/course-catalogue';
import type { Course, CourseBody } from './types';

/** Joins paragraphs with a blank line, the separator the page templates expect. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

/** The body of each course's page (/courses/{slug}), by slug; the cards are in courses.ts. */
export const coursePages: Record<CourseSlug, CourseBody> = {
  'drg-drsya-viveka': {
    author: 'Attributed variously to Bhāratī Tīrtha, Vidyāraṇya and Ādi Śaṅkarācārya',
    description: paragraphs(
      'Dṛg-Dṛśya-Viveka is a short Vedānta text of forty-six ślokas that does one thing with unusual precision: it separates dṛk, the seer, from dṛśya, whatever is seen. The tradition most often attributes it to Vidyāraṇya, the fourteenth-century teacher of Śṛṅgeri. Some manuscripts name his senior contemporary Bhāratī Tīrtha instead, and some editions ascribe it to Ādi Śaṅkarācārya. The text is also known as Vākyasudhā. Whoever composed it, its method belongs squarely to the Advaita tradition.',
      'The text moves in a clear order. Its opening verse contains the whole method in miniature: a form is seen, and the eye is what sees it; the eye in turn is known by the mind; the mind with all its moods is known by the witness, the sākṣī, which knows everything and is never itself known as an object. The verses that follow describe that witness as self-luminous consciousness that neither rises nor sets, and then explain how consciousness reflected in the mind (cidābhāsa) gives rise to the ego, the sense of “I” that takes the body and the mind as its own. Next come the two powers of māyā, projection (vikṣepa) and veiling (āvaraṇa), by which a world of names and forms appears and its ground is hidden, together with the teaching that every object shows existence, shining and dearness, which belong to Brahman, and name and form, which belong to the world.',
      'In the middle of the text, in about verses 22–31, come the six samādhis: three practised within, in the heart, and three on any object outside, each set moving from absorption supported by what is seen and by words toward absorption free of both. The closing verses, about 32–46, turn back to the individual. They distinguish three jīvas: the pāramārthika, consciousness only seemingly bounded by the body and mind, which in truth is Brahman; the vyāvahārika, the self of everyday life, formed by consciousness reflected in the mind; and the prātibhāsika, the self that appears in dream. They show how māyā’s veiling and projecting powers bear on the individual, hiding its true nature and projecting a limited self in its place, and conclude that the jīva, rightly understood, is none other than Brahman.',
      'The course reads the text verse by verse and in its own order, with the Sanskrit, a plain translation and time for questions, so that each idea can be tested against one’s own experience rather than simply accepted.',
    ),
    whyStudy: [
      {
        name: 'A complete method in few verses',
        text: 'In forty-six verses the text lays out an inquiry that can be carried into every hour of the day. Its brevity makes it easy to hold in mind and to return to.',
      },
      {
        name: 'Grounded in experience',
        text: 'Each step appeals to something you can check for yourself: whatever is seen keeps changing, and the one who sees is never among the things seen.',
      },
      {
        name: 'A bridge to the larger texts',
        text: 'The ideas of the witness, of reflected consciousness, of māyā and of the three jīvas recur throughout later Advaita literature. Meeting them here in compact form makes the longer works far easier to read.',
      },
      {
        name: 'Study that becomes practice',
        text: 'The verses on samādhi at the centre of the text turn understanding into a contemplative discipline instead of leaving it as theory.',
      },
    ],
    objectives: [
      'Explain the distinction between the seer and the seen, and apply it, as the opening verse does, to objects, the senses and the mind.',
      'Describe the sākṣī, the witness, and understand why it can never become an object of knowledge.',
      'Explain how consciousness reflected in the mind gives rise to the ego and its identification with the body and with the witness.',
      'Describe the projecting and veiling powers of māyā, and the five aspects of every object: existence, shining, dearness, name and form.',
      'Recognise the six forms of samādhi taught in the middle of the text, and begin a simple daily practice of abiding as the witness.',
      'Distinguish the three jīvas, pāramārthika, vyāvahārika and prātibhāsika, and follow the closing verses from them to the identity of the jīva with Brahman.',
    ],
    courseFlow: [
      {
        name: 'Seer and Seen',
        text: 'The key terms of the text (dṛk, dṛśya, sākṣī, viveka), its place in the Advaita tradition, and the chain of knowing set out in the opening verse: from form to eye, from eye to mind, from mind to the witness.',
      },
      {
        name: 'The Witness',
        text: 'What the sākṣī is and is not: self-luminous awareness that neither rises nor sets, present alike in waking, dream and deep sleep.',
      },
      {
        name: 'Reflected Consciousness and the Ego',
        text: 'Consciousness reflected in the mind, the rise of the ego, and the ways in which the ego identifies itself with the body and with the witness.',
      },
      {
        name: 'The Two Powers of Māyā',
        text: 'Projection and veiling, by which a world of names and forms appears and its ground is hidden, and the five aspects of every object.',
      },
      {
        name: 'The Six Samādhis',
        text: 'The middle of the text (about verses 22–31): three samādhis practised within and three on outer objects, and the practice of resting as the witness in the midst of ordinary life.',
      },
      {
        name: 'The Three Jīvas',
        text: 'The closing verses (about 32–46): the pāramārthika, vyāvahārika and prātibhāsika jīvas, how māyā’s veiling and projecting powers bear on the individual, and the identity of the jīva with Brahman.',
      },
    ],
    prerequisites:
      'Some prior study of Vedānta is helpful (Tattvabodha or a similar introduction is ideal), but no knowledge of Sanskrit is required. A willingness to look carefully at one’s own experience matters more than background.',
    audience: [
      'Students who know the basic ideas of Vedānta and want a precise method of self-inquiry',
      'Meditators who wish to understand the witness they are asked to rest as',
      'Readers preparing for longer texts such as Vivekacūḍāmaṇi',
      'Anyone drawn to the simple question: who is it that sees?',
    ],
    format:
      'Guided readings of each verse, discussion, and short periods of contemplative practice',
    outcome:
      'By the end of the course you will be able to read Dṛg-Dṛśya-Viveka with understanding, follow its argument in order, from the seer and the seen through the witness, the samādhis and the three jīvas to the identity of the individual with Brahman, and explain its key terms in your own words. More importantly, the distinction between the seer and the seen will have begun to become a habit of attention: a way of noticing, in the middle of thought and activity, the awareness that is never touched by what it knows.',
    levelNote:
      'Recommended for students with some grounding in basic Vedānta; no Sanskrit is needed.',
    hasYoutube: false,
    textSlug: 'drig-drishya-vivek',
  },
  'darsana-sarvasvam': {
    author: 'Swami Shri Shankar Chaitanya Bharati Ji',
    description: paragraphs(
      'Darśana Sarvasvam is a Sanskrit treatise by Swami Shri Shankar Chaitanya Bharati Ji. Its title might be rendered “the whole treasure of the darśanas”, and its four chapters take up four ways in which Indian thought has understood reality as non-dual: Vijñānavāda, Śūnyavāda, Svātantryavāda and Vivartavāda.',
      'Vijñānavāda, the teaching of the Buddhist Yogācāra school, holds that what we take to be an outer world is consciousness alone. Śūnyavāda, the Madhyamaka teaching associated with Nāgārjuna, shows that no thing possesses an independent self-nature (svabhāva), so that all phenomena are empty (śūnya) of fixed essence. Svātantryavāda is the doctrine of the absolute freedom (svātantrya) of the Lord, who is consciousness itself and by that freedom manifests the world as his own expression; this doctrine is central to the non-dual Śaivism of Kashmir. Vivartavāda, the position of Advaita Vedānta, holds that the world is an appearance of Brahman that leaves Brahman unchanged, just as a rope is not altered by being mistaken for a snake.',
      'These views share a great deal, and the differences between them are often subtle. Is consciousness momentary or abiding? Is the world unreal, empty, a free self-expression, or a mere appearance? What, finally, does liberation mean? The course moves slowly, reading the text chapter by chapter, setting out each position fairly, and asking where it agrees with Advaita and where it parts company. The aim is not to win arguments against other schools but to understand non-duality more exactly by seeing it from four sides.',
    ),
    whyStudy: [
      {
        name: 'Precision about non-duality',
        text: '“Non-dual” is often used loosely. Studying four distinct non-dual views shows what each one actually claims, and clears away much confusion.',
      },
      {
        name: 'Fair engagement with other schools',
        text: 'Advaita has long sharpened its understanding in dialogue with its neighbours: Śaṅkara argued with the Buddhist schools and, among the Śaivas, with the dualist Pāśupatas (Brahma Sūtra bhāṣya 2.2.37); the non-dual Śaivism of Kashmir flowered after him. This course continues that conversation with care and respect.',
      },
      {
        name: 'A deeper grasp of Vivartavāda',
        text: 'Seeing what Advaita shares with its neighbours, and where it differs, makes the meaning of vivarta (appearance without transformation) much clearer.',
      },
      {
        name: 'Training in careful reasoning',
        text: 'Following these arguments closely strengthens manana, the reflective stage of study in which doubts are examined and resolved.',
      },
    ],
    objectives: [
      'State the central thesis of Vijñānavāda, Śūnyavāda, Svātantryavāda and Vivartavāda, and the reasons each gives for it.',
      'Compare how the four views understand consciousness, the world and liberation.',
      'Explain vivarta, appearance without real change, and how it differs from pariṇāma, real transformation.',
      'Read selected passages of the Sanskrit text with the help of a translation and the teacher’s explanation.',
    ],
    courseFlow: [
      {
        name: 'Vijñānavāda',
        text: 'The first chapter: the doctrine that consciousness alone is real and that objects are its forms. We examine its arguments and the questions Advaita raises about a consciousness that is momentary.',
      },
      {
        name: 'Śūnyavāda',
        text: 'The second chapter: the emptiness of self-nature and the dialectic that dissolves every fixed position, compared with the Vedāntic understanding of the absolute.',
      },
      {
        name: 'Svātantryavāda',
        text: 'The third chapter: the doctrine of the Lord’s absolute freedom (svātantrya), by which self-luminous consciousness manifests the world as its own expression, a teaching central to Kashmir Śaivism, and how that freedom is to be understood.',
      },
      {
        name: 'Vivartavāda',
        text: 'The fourth chapter: the Advaita Vedānta view of the world as an appearance of Brahman, with its classic illustrations, followed by a closing comparison of all four views.',
      },
    ],
    prerequisites:
      'A solid familiarity with Advaita Vedānta, for example through Tattvabodha and Vivekacūḍāmaṇi or equivalent study, and some ease with Sanskrit philosophical terms. Reading knowledge of Sanskrit is helpful but not required.',
    audience: [
      'Advanced students of Vedānta who want to understand non-duality with greater precision',
      'Students of Indian philosophy interested in Buddhist, Śaiva and Vedāntic thought side by side',
      'Practitioners from other non-dual traditions looking for a fair and careful comparison',
      'Sanskrit learners who would like to read a philosophical treatise with guidance',
    ],
    format:
      'Reading of the Sanskrit text, reflection and comparative analysis, with discussion in every session',
    outcome:
      'You will come away able to distinguish four serious accounts of non-duality, explain each in its own terms, and say clearly where Advaita Vedānta stands among them. The comparison tends to send students back to their own practice with sharper questions and a steadier understanding of what the Upaniṣads mean when they speak of the one reality without a second.',
    levelNote: 'Suited to advanced students who already have a firm grounding in Advaita Vedānta.',
    hasYoutube: false,
    textSlug: 'darshan-sarvasvam',
  },
  'siddhanta-lesha-sangraha': {
    author: 'Appayya Dīkṣita',
    description: paragraphs(
      'Siddhānta Leśa Saṅgraha was composed in the sixteenth century by Appayya Dīkṣita, one of the most prolific scholars of South India. Leśa means a small portion, so the title can be read as “a collection of points of doctrine”. In it Appayya Dīkṣita gathers the views of the Advaita teachers who came after Śaṅkara and sets them side by side on questions that the earlier texts left open or answered in more than one way.',
      'From Śaṅkara’s own time onwards, Advaita developed along several lines. Maṇḍana Miśra, his contemporary, his disciple Sureśvara, and later Sarvajñātman, Vācaspati Miśra and Prakāśātman, among others, agreed on the non-duality of Ātman and Brahman yet explained the details differently. Does avidyā reside in the individual or in Brahman? Is the individual self a reflection of consciousness in the mind, or consciousness seemingly limited by it? Is there one jīva or many? Does the great saying of the Upaniṣad give direct knowledge by itself, or does the mind, refined by contemplation, give rise to it? The Bhāmatī and Vivaraṇa schools in particular answered several of these questions in different ways.',
      'What makes the text so valuable is its spirit. Appayya Dīkṣita presents the positions without forcing a single verdict, on the understanding that these teachers differ only in how they explain the world of appearance, while all of them point to the same non-dual Brahman. The course follows the text’s great themes (Brahman, Ātman, māyā and mokṣa), explains the reasoning behind each view, and keeps asking what the differences mean for a student’s own understanding and practice.',
    ),
    whyStudy: [
      {
        name: 'A map of later Advaita',
        text: 'The text brings together, in one place, the main teachers and debates of the centuries after Śaṅkara, which are otherwise scattered across many long works.',
      },
      {
        name: 'Questions students actually ask',
        text: 'Where does ignorance reside? How can the one appear as many? These questions were asked long ago and answered with great care.',
      },
      {
        name: 'Clarity without rigidity',
        text: 'Seeing several sound explanations side by side frees the student from mistaking any one model for the truth itself, while keeping in view what they all point to.',
      },
      {
        name: 'Preparation for advanced reading',
        text: 'Familiarity with these debates makes the classical sub-commentaries and later Advaita literature far more approachable.',
      },
    ],
    objectives: [
      'Place Appayya Dīkṣita and the principal post-Śaṅkara teachers in their historical setting.',
      'Explain the main debates on the locus and object of avidyā, the nature of the jīva, and the relation between jīva and Īśvara.',
      'Distinguish the reflection and limitation accounts of the individual self.',
      'Understand the differing views on how self-knowledge arises and what liberation involves.',
      'Relate each debate to the lived practice of śravaṇa, manana and nididhyāsana.',
    ],
    courseFlow: [
      {
        name: 'Introduction to the Siddhānta Leśa Saṅgraha',
        text: 'The author, the purpose and method of the text, and the teachers and schools whose views it gathers.',
      },
      {
        name: 'Major Doctrinal Themes',
        text: 'The views collected on Brahman, Īśvara, the jīva, māyā and avidyā, and on how the world of experience is to be explained.',
      },
      {
        name: 'Resolving Doctrinal Tensions',
        text: 'Where the teachers disagree, why they do, and how the text shows their differences serving a common aim.',
      },
      {
        name: 'Application in Philosophy and Practice',
        text: 'What the debates on knowledge, meditation and liberation mean for the student’s own study and contemplation.',
      },
    ],
    prerequisites:
      'A good grounding in Advaita Vedānta, including the core ideas of Ātman, Brahman, māyā and the three states, and familiarity with texts such as Vivekacūḍāmaṇi. Sanskrit is helpful but not required; key passages are read with translation.',
    audience: [
      'Advanced students of Advaita Vedānta who want to understand the tradition after Śaṅkara',
      'Those who have met differing explanations in different books and want to see how they fit together',
      'Teachers and serious students preparing to read the classical sub-commentaries',
      'Seekers who find that doctrinal clarity steadies their contemplation',
    ],
    format:
      'Guided reading of selected passages with explanation and discussion, focused on doctrinal clarity and close understanding of the text',
    outcome:
      'At the end of the course you will know the main positions of later Advaita and the reasons behind them, and you will be able to recognise which model a teacher or a text is using. Differences that once seemed confusing will appear instead as several careful ways of approaching one truth, a clarity that supports your own inquiry rather than replacing it.',
    levelNote:
      'For advanced students already at home in the basic teachings and texts of Advaita Vedānta.',
    hasYoutube: false,
    textSlug: 'siddhanta-lesha-sangraha',
  },
  'viveka-chudamani': {
    author: 'Ādi Śaṅkarācārya (traditionally attributed)',
    description: paragraphs(
      'Vivekacūḍāmaṇi, “the crest jewel of discrimination”, is one of the best-loved works of Advaita Vedānta. It is traditionally ascribed to Ādi Śaṅkarācārya and has about 580 verses in the usual editions. It takes the form of a conversation: a seeker who has found a teacher asks how to be free from the suffering of saṃsāra, and the teacher answers with patience, rigour and great warmth.',
      'The teaching unfolds in a natural order. It begins with the rarity of a human birth and the qualities a seeker needs: viveka, discrimination between the real and the unreal; vairāgya, dispassion; the six inner disciplines beginning with calm and self-restraint; and mumukṣutva, the longing for freedom. It then examines the body, the mind and the intellect through the five sheaths, showing that none of them is the Self, and turns to the Ātman itself, the unchanging witness, and its identity with Brahman. The closing sections describe the life of one who is free while living, the jīvanmukta.',
      'This course read the text verse by verse, with attention to the Sanskrit grammar of each śloka and to the explanations of the classical commentaries. The sessions were recorded and are available as a YouTube playlist, so the course can be followed at your own pace.',
    ),
    whyStudy: [
      {
        name: 'The whole path in one text',
        text: 'From the first qualifications of a seeker to the freedom of the realised sage, Vivekacūḍāmaṇi covers every stage of the Vedāntic path.',
      },
      {
        name: 'Discrimination as a practice',
        text: 'The text trains viveka not as an idea but as a way of seeing, to be brought to every experience of body and mind.',
      },
      {
        name: 'A teacher’s voice',
        text: 'Its dialogue form lets the student hear both the questions of a sincere seeker and the care with which a teacher answers them.',
      },
      {
        name: 'Verses worth keeping',
        text: 'Many of its verses are worth learning by heart; their rhythm and imagery help the teaching stay with you.',
      },
    ],
    objectives: [
      'Understand the fourfold qualification of the seeker (sādhana-catuṣṭaya) and how it is cultivated.',
      'Distinguish the Ātman from the body, mind and intellect through the analysis of the five sheaths and the three states.',
      'Follow the reasoning by which the text establishes the identity of Ātman and Brahman.',
      'Read key verses in Sanskrit with an understanding of their grammar and traditional interpretation.',
    ],
    courseFlow: [
      {
        name: 'The Seeker and the Teacher',
        text: 'The value of a human birth, the qualifications of the student, and the right way to approach a teacher.',
      },
      {
        name: 'The Disciple’s Questions',
        text: 'What bondage is, how it arises through avidyā, and how it can be removed.',
      },
      {
        name: 'Self and Not-Self',
        text: 'The gross, subtle and causal bodies and the five sheaths, examined one by one and recognised as objects rather than the Self.',
      },
      {
        name: 'The Identity of Ātman and Brahman',
        text: 'The nature of the witness and the meaning of the great sayings of the Upaniṣads, especially tat tvam asi, “you are That”.',
      },
      {
        name: 'Freedom While Living',
        text: 'Steadiness in knowledge, the wearing away of old tendencies (vāsanā), and the marks of the jīvanmukta.',
      },
    ],
    prerequisites:
      'An introductory acquaintance with Vedānta, such as the Tattvabodha course, is recommended. The Sanskrit is explained as the course goes, so no prior knowledge of the language is needed.',
    audience: [
      'Students who have completed an introductory text and are ready for a fuller treatment',
      'Seekers who want to deepen viveka and vairāgya in daily life',
      'Those who would like to read a classic of Vedānta with its Sanskrit explained',
      'Anyone who prefers to study at their own pace from recorded sessions',
    ],
    format:
      'Recorded verse-by-verse study with Sanskrit grammar and classical commentary, available as a YouTube playlist',
    outcome:
      'Working through the recordings, you will gain a clear picture of the whole Vedāntic path as Vivekacūḍāmaṇi presents it, from the preparation of the seeker to the freedom of the sage. You will be able to apply its method of discrimination to your own experience, and to return to the text with confidence for further reading, reflection and contemplation.',
    levelNote: 'Best approached after an introductory text; the Sanskrit is explained throughout.',
    hasYoutube: true,
    textSlug: 'viveka-chudamani',
  },
  'sadhana-panchakam': {
    author: 'Ādi Śaṅkarācārya',
    description: paragraphs(
      'Sādhana Pañcakam, also known as Upadeśa Pañcakam, is a set of five verses traditionally attributed to Ādi Śaṅkarācārya and remembered as a parting instruction to his disciples. Each verse is built from short, direct injunctions, and together the five verses hold about forty of them: a complete programme of spiritual life in the space of a single page.',
      'The instructions follow the course of a seeker’s growth. The first verse speaks of daily study, of duties done well and offered to the Lord, and of letting go of action driven by desire. The second turns to the company of the wise, steady devotion, inner calm and the approach to a teacher, and closes with hearing the great sayings of the Upaniṣads. The third begins with reflection on their meaning and asks for the giving up of pride and fruitless argument. The fourth asks for simplicity in food and needs, and for patience with heat and cold and the other pairs of opposites. The fifth describes the final stage: quiet solitude, a mind resting in the supreme, and abidance as Brahman.',
      'Because every phrase is an instruction, the text suits beginners well: it asks not for prior knowledge but for willingness. This course took the verses one instruction at a time, explaining the Sanskrit, the sense and the practical meaning of each, and showing how karma-yoga, upāsanā and the threefold discipline of śravaṇa, manana and nididhyāsana fit together as one path. The recordings are available as a YouTube playlist.',
    ),
    whyStudy: [
      {
        name: 'Practical from the first line',
        text: 'Every phrase is something to take up or to let go of, so the study turns naturally into a way of living.',
      },
      {
        name: 'The whole path in miniature',
        text: 'In five verses the text moves from right action and devotion to self-knowledge and abidance, showing how each stage prepares the next.',
      },
      {
        name: 'A guide for daily life',
        text: 'Its instructions on company, speech, food and endurance speak directly to the ordinary circumstances of a householder as well as a renunciate.',
      },
      {
        name: 'Easy to keep close',
        text: 'Short enough to memorise and chant, the verses can accompany you long after the course is over.',
      },
    ],
    objectives: [
      'Understand the meaning of each of the five verses and the forty or so instructions they contain.',
      'See how karma-yoga, upāsanā and the study of the Upaniṣads form a single, progressive path.',
      'Understand śravaṇa, manana and nididhyāsana as the means to self-knowledge.',
      'Choose a few of the instructions, such as daily study, good company or moderation in food, and begin to live by them.',
    ],
    courseFlow: [
      {
        name: 'Action and Worship',
        text: 'The first verse: daily study, duties performed well and offered to the Lord, and the letting go of desire-driven action.',
      },
      {
        name: 'Good Company and the Teacher',
        text: 'The second verse: satsaṅga, devotion, the cultivation of calm and self-restraint, and approaching a teacher to hear the Upaniṣads.',
      },
      {
        name: 'Reflection on the Teaching',
        text: 'The third verse: reflecting on the great sayings, reasoning in harmony with scripture, and giving up pride and identification with the body.',
      },
      {
        name: 'Simplicity and Abidance',
        text: 'The fourth and fifth verses: moderation, endurance and solitude, and finally resting in the knowledge “I am Brahman”.',
      },
    ],
    prerequisites:
      'None. The course is suitable for complete beginners, and the Sanskrit of each verse is explained word by word.',
    audience: [
      'Beginners looking for a clear and practical starting point in Vedānta',
      'Seekers who want to bring spiritual discipline into ordinary daily life',
      'Students of Vedānta who wish to see the whole path in one short text',
      'Those who enjoy learning and chanting Sanskrit verses',
    ],
    format:
      'Recorded study of each verse and instruction, with Sanskrit explanation and practical guidance, available as a YouTube playlist',
    outcome:
      'You will understand Sādhana Pañcakam verse by verse and instruction by instruction, and see in it a complete map of spiritual life, from right action and devotion to self-knowledge and abidance. Just as important, you will come away with a handful of instructions you have already begun to practise, which is exactly how the text asks to be read.',
    levelNote: 'Suitable for beginners; no prior study of Vedānta or Sanskrit is needed.',
    hasYoutube: true,
    textSlug: 'sadhana-panchakam',
  },
  tattvabodha: {
    author: 'Ādi Śaṅkarācārya (traditionally attributed)',
    description: paragraphs(
      'Tattvabodha, “knowledge of reality”, is a short prose primer of Vedānta. It is traditionally ascribed to Ādi Śaṅkarācārya, though many scholars credit it to a later teacher of his tradition. For generations it has been the first text a student reads, because it defines, clearly and in order, the terms on which all later study depends.',
      'The text proceeds by question and answer. It begins with the fourfold qualification of the seeker: viveka, vairāgya, the six inner disciplines and mumukṣutva. It then asks what the Ātman is, and answers by setting aside what it is not: the gross, subtle and causal bodies, the five sheaths (pañca-kośa) and the three states of waking, dream and deep sleep. It describes the Self as existence, consciousness and bliss (sat-cit-ānanda), explains how the five elements arise from māyā and how, through pañcīkaraṇa, their fivefold mixing, the gross world is formed, and shows the essential identity of the individual (jīva) and the Lord (Īśvara). It closes with the meaning of tat tvam asi, the freedom of the jīvanmukta, and the three kinds of karma and what becomes of them for one who knows.',
      'This course read the text slowly and systematically, with chanting of the Sanskrit, time for questions and answers, and guided reflection so that each definition could be tested in one’s own experience. The recordings are available as a YouTube playlist.',
    ),
    whyStudy: [
      {
        name: 'The vocabulary of Vedānta',
        text: 'Tattvabodha defines the key terms used throughout the tradition, so every later text becomes easier to read.',
      },
      {
        name: 'A complete overview',
        text: 'In a few pages it covers the seeker, the Self, the world, the individual and the Lord, and liberation.',
      },
      {
        name: 'Clear and methodical',
        text: 'Its question-and-answer form makes it easy to follow and easy to revise.',
      },
      {
        name: 'A foundation for practice',
        text: 'Understanding the three bodies and the five sheaths gives meditation and self-inquiry a clear direction.',
      },
    ],
    objectives: [
      'Learn the fourfold qualification of the seeker and what each part of it asks of us.',
      'Understand the three bodies, the five sheaths and the three states, and why the Ātman is distinct from all of them.',
      'Grasp the Vedāntic account of creation from māyā and of the relation between jīva, Īśvara and Brahman.',
      'Understand the meaning of tat tvam asi, liberation while living, and the three kinds of karma.',
    ],
    courseFlow: [
      {
        name: 'The Qualified Seeker',
        text: 'Viveka, vairāgya, the six inner disciplines and the longing for freedom, and why the text begins with them.',
      },
      {
        name: 'Self and Not-Self',
        text: 'The three bodies, the five sheaths and the three states, and the Ātman as the witness of them all.',
      },
      {
        name: 'The World and Its Source',
        text: 'Māyā, the five elements, the formation of the bodies, and the relation between jīva and Īśvara.',
      },
      {
        name: 'Identity and Freedom',
        text: 'The great saying tat tvam asi, the life of the jīvanmukta, and the three kinds of karma.',
      },
    ],
    prerequisites:
      'None. Tattvabodha is written for beginners, and every Sanskrit term is introduced and explained.',
    audience: [
      'Newcomers to Vedānta who want a sound and systematic beginning',
      'Meditators who would like a clear map of body, mind and Self',
      'Students planning to read larger works such as Vivekacūḍāmaṇi',
      'Anyone who has read about Vedānta informally and wants its terms defined precisely',
    ],
    format:
      'Recorded sessions: a systematic introduction to each topic, chanting of the text, questions and answers, and guided reflection',
    outcome:
      'You will have a firm grasp of the basic vocabulary and framework of Vedānta: the qualified seeker, the three bodies, the five sheaths, the three states, and the identity of Ātman and Brahman. With this foundation the longer texts of the tradition become accessible, and self-inquiry gains a clear and reliable starting point.',
    levelNote: 'An ideal first course in Vedānta; no background is assumed.',
    hasYoutube: true,
    textSlug: 'tattva-bodh',
  },
  'sanskrit-class': {
    description: paragraphs(
      'The Sanskrit Class has a motto, śataślokena paṇḍitaḥ, “through a hundred verses, one becomes learned”. Rather than beginning with long tables of grammar, the class reads a hundred verses and learns the language from them, so that every point of grammar is met in a living context.',
      'Each verse is taken apart and put back together. Students learn to undo sandhi, the sound changes that join words together; to break samāsa, compounds, into their parts; to identify the forms of nouns and verbs; and to arrange the words in their natural prose order so that the meaning becomes clear. Alongside this, the class shows how to use Sanskrit dictionaries, both printed and online, so that students can go on reading by themselves.',
      'The complete class runs to about 25–30 hours of teaching, spread over several days. It was recorded, and the sessions are available as a YouTube playlist, so it can be followed at whatever pace suits you. For students of Vedānta it opens the way to reading the original texts in their own language.',
    ),
    whyStudy: [
      {
        name: 'Read the texts directly',
        text: 'Even a modest reading ability changes how one studies Vedānta: translations become aids rather than substitutes.',
      },
      {
        name: 'Grammar in context',
        text: 'Learning through verses means every rule is seen at work, which makes it easier both to understand and to remember.',
      },
      {
        name: 'Skills that last',
        text: 'Parsing a verse, undoing sandhi and using a dictionary are tools that keep serving you long after the class ends.',
      },
      {
        name: 'A treasury of verses',
        text: 'The hundred verses are worth knowing in their own right, and many students come to love them for their own sake.',
      },
    ],
    objectives: [
      'Read Devanāgarī and pronounce Sanskrit verses clearly and accurately.',
      'Recognise and undo the common rules of sandhi.',
      'Analyse compounds (samāsa) and identify the forms of nouns and verbs in a verse.',
      'Use printed and online Sanskrit dictionaries to work out the meaning of an unfamiliar śloka.',
    ],
    courseFlow: [
      {
        name: 'Sounds and Script',
        text: 'The Sanskrit alphabet, correct pronunciation and reading Devanāgarī, practised on the first verses.',
      },
      {
        name: 'Sandhi',
        text: 'How sounds combine where words meet, and how to separate a verse back into its words.',
      },
      {
        name: 'Compounds and Word Forms',
        text: 'Breaking compounds into their parts, recognising case endings and verb forms, and finding the prose order of a verse.',
      },
      {
        name: 'Dictionaries and Independent Reading',
        text: 'Working with printed and online dictionaries, and reading new verses with growing independence.',
      },
    ],
    prerequisites:
      'None. The class is designed for beginners; familiarity with the Devanāgarī script helps, but it can be gained along the way.',
    audience: [
      'Students of Vedānta who want to read the texts in the original',
      'Beginners who have found grammar books daunting and prefer learning from verses',
      'Those who chant Sanskrit and want to understand what they are chanting',
      'Anyone who loves Sanskrit and wants a practical, structured start',
    ],
    format:
      'Recorded classes of about 25–30 hours in all, held over several days: verse-by-verse parsing with grammar explained in context, available as a YouTube playlist',
    outcome:
      'By the end you will be able to take a Sanskrit verse, separate its words, analyse its compounds and word forms, and work out its meaning with the help of a dictionary. A hundred verses are a beginning rather than an end, but they give you the tools and the confidence to keep reading on your own.',
    levelNote: 'Designed for beginners; no prior knowledge of Sanskrit is required.',
    hasYoutube: true,
    textSlug: 'sanskrit-class',
  },
};

/** The course with this slug and its whole page, or undefined. */
export function findCoursePage(slug: string): Course | undefined {
  return withBody(findCourse(slug), coursePages);
}
