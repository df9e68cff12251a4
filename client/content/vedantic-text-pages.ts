import { withBody } from './bodies';
import { findVedanticText } from './vedantic-texts';
import type { VedanticText, VedanticTextBody } from './types';

/**
 * The body of each text's page (/resources/vedantic-texts/{slug}), by slug; the cards are in
 * vedantic-texts.ts.
 */
export const vedanticTextPages: Record<string, VedanticTextBody> = {
  'viveka-chudamani': {
    author: 'Ādi Śaṅkarācārya (traditionally attributed)',
    about:
      'The Vivekacūḍāmaṇi, “the crest jewel of discrimination”, is one of the best-loved works of Advaita Vedānta. Tradition ascribes it to Ādi Śaṅkarācārya. Some modern scholars place it later and question that attribution, but its standing in the teaching tradition has never rested on the debate. In about 580 verses it sets out, with rare warmth and poetic force, what a seeker needs in order to turn from the passing to the permanent.\n\n' +
      'The text is framed as a conversation between a teacher and a disciple. Worn out by the sorrows of worldly life, the disciple approaches the teacher with reverence and asks how bondage arises and how it ends. The teacher answers patiently. He first describes the qualities a student must cultivate, then examines the body, the senses, the mind and the intellect to show that none of them is the Self, and finally describes the freedom of one who knows the Self to be Brahman.\n\n' +
      'Its vision is uncompromising yet gentle. Action, it says, purifies the mind but does not by itself reveal reality; knowledge alone liberates. That knowledge ripens through steady discrimination, dispassion and the grace of a teacher.',
    keyTeachings: [
      {
        name: 'Discrimination (viveka)',
        text: 'The firm understanding that Brahman alone is real and that the world of names and forms is dependent and changing. Every later teaching in the text grows from this one distinction between the eternal and the ephemeral.',
      },
      {
        name: 'The fourfold qualification (sādhana-catuṣṭaya)',
        text: 'Viveka, dispassion (vairāgya), the six inner disciplines (ṣaṭ-sampatti: śama, dama, uparati, titikṣā, śraddhā and samādhāna) and an intense longing for freedom (mumukṣutva) prepare the mind to receive the teaching.',
      },
      {
        name: 'The Self beyond body and mind',
        text: 'By examining the gross and subtle bodies and the five sheaths one by one, the disciple learns that whatever can be known as an object cannot be the knower. The Self is the witness of them all.',
      },
      {
        name: 'Freedom while living',
        text: 'The closing verses portray the jīvanmukta, one who lives on in the world free of fear, craving and the sense of being a limited doer.',
      },
    ],
    whyUseful:
      'Many seekers come to Vedānta with sincere questions but no clear map. The Vivekacūḍāmaṇi provides one. It shows why the inner preparation of the aspirant matters as much as intellectual understanding, and it makes the teaching of non-duality concrete through vivid images: the rope mistaken for a snake, the dreamer who wakes, the space in a pot that was never separate from space itself.\n\n' +
      'For students who have met the basic terms of Vedānta in a work such as Tattvabodha, it is a natural next step. The same ideas return, now explored in depth and with a feeling that keeps study from turning dry. Read slowly, verse by verse, it becomes a mirror for one’s own practice.',
    benefits: [
      {
        name: 'A clear vision',
        text: 'A step-by-step grasp of how Advaita distinguishes the Self from the body, the mind and the intellect.',
      },
      {
        name: 'Close reading',
        text: 'Verse-by-verse study with attention to the Sanskrit and to the classical commentaries, so that the words themselves open up.',
      },
      {
        name: 'Study as practice',
        text: 'Practical guidance on cultivating the qualities the text describes, so that understanding and sādhana grow together.',
      },
      {
        name: 'A foundation for further study',
        text: 'Familiarity with the vocabulary and arguments that recur throughout the Upaniṣads, the Bhagavad Gītā and later Vedānta literature.',
      },
    ],
    courseSlug: 'viveka-chudamani',
  },
  'sanskrit-class': {
    about:
      'Sanskrit is the language in which the Upaniṣads, the Bhagavad Gītā and the great works of Vedānta were composed and handed down. Translations are valuable, but every translation makes choices, and many key words carry layers of meaning that no single English word can hold. This class helps students approach the original texts directly.\n\n' +
      'Its guiding idea is its motto, śataślokena paṇḍitaḥ, “through a hundred verses, one becomes learned”. Rather than memorising grammar tables in isolation, students work through a hundred well-chosen verses and meet grammar as it actually appears in the texts. Along the way they learn the Devanāgarī script, correct pronunciation, the rules of sandhi by which sounds combine when words meet, and the way compounds (samāsa) join several words into one.\n\n' +
      'The course ran for about 25–30 hours, spread over several days. It assumes no earlier knowledge of the language, only patience and a willingness to practise.',
    keyTeachings: [
      {
        name: 'Script and sound',
        text: 'The Devanāgarī alphabet and its orderly arrangement by place of articulation, the difference between short and long vowels and between aspirated and unaspirated consonants, and clear, accurate chanting.',
      },
      {
        name: 'Sandhi',
        text: 'How final and initial sounds merge when words meet. Learning to undo sandhi is the first step in reading any verse.',
      },
      {
        name: 'Compounds (samāsa)',
        text: 'The main kinds of compound and how to resolve each into its parts, a skill constantly needed in philosophical Sanskrit.',
      },
      {
        name: 'Reading and parsing verses',
        text: 'Recognising case endings (vibhakti), verb forms and word relationships in simple ślokas, and using printed and online dictionaries to check meanings.',
      },
    ],
    whyUseful:
      'Even a modest grounding in Sanskrit changes the way one studies Vedānta. Words such as ātman, māyā and mokṣa stop being borrowed labels and become living words with roots, forms and associations. Students can follow a teacher’s explanation of a verse, compare translations with confidence and notice when a rendering misses something.\n\n' +
      'Pronunciation matters too. In the Indian tradition sound is not incidental to meaning, and chanting a verse clearly and correctly is itself a form of attention and respect for the text.',
    benefits: [
      {
        name: 'Independent reading',
        text: 'The ability to work through simple verses in the original with a dictionary at hand.',
      },
      {
        name: 'Confident chanting',
        text: 'Correct pronunciation of the sounds of Sanskrit, for chanting and for reciting verses from memory.',
      },
      {
        name: 'Deeper textual study',
        text: 'A firm support for studying Tattvabodha, Vivekacūḍāmaṇi and other texts with their Sanskrit in view.',
      },
      {
        name: 'A direct connection',
        text: 'A personal relationship with the language in which the tradition has preserved its wisdom.',
      },
    ],
    courseSlug: 'sanskrit-class',
  },
  'tattva-bodh': {
    author: 'Ādi Śaṅkarācārya (traditionally attributed)',
    about:
      'Tattvabodha, “knowledge of reality”, is a short prose work that has introduced generations of students to Vedānta. It is traditionally attributed to Ādi Śaṅkarācārya; some scholars think it was written by a later teacher of his tradition. Its purpose is plain either way: to give the beginner a precise vocabulary before approaching the Upaniṣads and their commentaries.\n\n' +
      'It proceeds through simple questions and exact answers. What is the fourfold qualification? What is the Self? What is the gross body? Each term is defined, classified and related to the others. Beginning with the qualifications of a seeker (sādhana-catuṣṭaya), the text examines the three bodies, the three states of experience and the five sheaths, and describes the Self as existence, consciousness and bliss (sat-cit-ānanda), ānanda being defined as happiness itself (sukha-svarūpa). It then derives the five elements from māyā and shows, through pañcīkaraṇa, the fivefold mixing of the subtle elements, how the gross universe and the bodies arise from them, and closes with the identity of the individual and the Lord, liberation while living, and the three kinds of karma.',
    keyTeachings: [
      {
        name: 'The fourfold qualification (sādhana-catuṣṭaya)',
        text: 'Discrimination (viveka), dispassion (vairāgya), the six inner disciplines beginning with calmness of mind (ṣaṭ-sampatti) and the longing for liberation (mumukṣutva): the preparation that makes a student fit for self-knowledge.',
      },
      {
        name: 'The three bodies (śarīra-traya)',
        text: 'The gross (sthūla), subtle (sūkṣma) and causal (kāraṇa) bodies. Each is known, and what is known cannot be the knower.',
      },
      {
        name: 'The five sheaths (pañca-kośa)',
        text: 'The sheaths of food, vital energy, mind, intellect and bliss (annamaya, prāṇamaya, manomaya, vijñānamaya and ānandamaya), with which the Self is mistakenly identified and from which it is distinguished.',
      },
      {
        name: 'The three states (avasthā-traya)',
        text: 'Waking, dream and deep sleep come and go. The Self is the witness present through all three, untouched by any of them.',
      },
    ],
    whyUseful:
      'Vedānta uses ordinary words in exact technical senses, and much confusion in later study comes from unclear definitions. Tattvabodha removes that difficulty at the start. Its definitions are used, often almost word for word, by teachers explaining the Upaniṣads, the Bhagavad Gītā and texts such as the Vivekacūḍāmaṇi.\n\n' +
      'It also shows that Vedānta is an inquiry into one’s own experience. Waking, dreaming and deep sleep are not theories; everyone passes through them each day, and the text invites reflection on what remains constant through them all.',
    benefits: [
      {
        name: 'A working vocabulary',
        text: 'Clear definitions of the essential terms of Vedānta, ready for use in every later text.',
      },
      {
        name: 'A map of the person',
        text: 'An orderly picture of body, mind and Self that makes the teaching of the Upaniṣads far easier to follow.',
      },
      {
        name: 'Reflection and chanting',
        text: 'Questions, discussion and guided reflection help the definitions become understanding rather than memorised lists.',
      },
      {
        name: 'An ideal first text',
        text: 'A gentle, systematic beginning for anyone new to Vedānta, needing no earlier study.',
      },
    ],
    courseSlug: 'tattvabodha',
  },
  'sadhana-panchakam': {
    author: 'Ādi Śaṅkarācārya',
    about:
      'Sādhana Pañcakam, “five verses on spiritual practice”, is also known as the Upadeśa Pañcakam. It is traditionally attributed to Ādi Śaṅkarācārya, and tradition remembers it as one of his last teachings, a summary given to disciples who asked for guidance they could keep with them. Its five verses hold about forty brief instructions, each only a few words long.\n\n' +
      'The instructions form a ladder. The first verse begins with daily study of the Veda and the performance of one’s duties as worship of the Lord, together with dispassion towards fleeting pleasures. The second turns to the company of the wise, the cultivation of inner virtues and approaching a teacher, and closes with hearing the great sayings of the Upaniṣads. The third begins with reflection on their meaning and goes on to contemplating “I am Brahman”. The fourth counsels simplicity and forbearance in daily life, and the fifth speaks of solitude, meditation and living out one’s remaining karma while resting as Brahman.\n\n' +
      'The text is addressed to one on the path towards saṃnyāsa: the first verse ends by telling the seeker to leave home, the second to give up action, and the fourth to live on alms. A householder can still climb most of the ladder: study, duty offered to the Lord, good company, a teacher, hearing, reflection and contemplation belong to every life. The steps of outer renunciation are taken inwardly, as dispassion, as action done without claim to its fruit and as contentment with what comes, until outer renunciation, if it is ever called for, is ripe.\n\n' +
      'Nothing in the text is merely theoretical. Each phrase is an instruction, and together they form a compact portrait of a life turned towards freedom.',
    keyTeachings: [
      {
        name: 'Action as worship',
        text: 'Duties performed as an offering to the Lord, without craving for their fruits, purify the mind. This is karma-yoga, the foundation of the whole path.',
      },
      {
        name: 'Good company and a teacher',
        text: 'Satsaṅga, daily study (svādhyāya), devotion and the guidance of a teacher steady the seeker and keep the teaching alive.',
      },
      {
        name: 'Hearing, reflection and contemplation',
        text: 'Listening to the Upaniṣads (śravaṇa), reasoning until doubts are resolved (manana) and dwelling on their meaning (nididhyāsana) lead to knowledge of the Self.',
      },
      {
        name: 'Simplicity and equanimity',
        text: 'Food taken as medicine, endurance of heat and cold, restraint in speech and freedom from pride: the ethical discipline that supports all inner work.',
      },
    ],
    whyUseful:
      'Many texts describe the goal; Sādhana Pañcakam describes the road. A student at almost any stage can find the next step in it, whether that is establishing a daily discipline, seeking good company or settling into contemplation. Because the instructions are short, they are easy to remember and to return to.\n\n' +
      'It also corrects two common imbalances: practice without understanding, and understanding without practice. Both are given their place in a single, ordered sequence.',
    benefits: [
      {
        name: 'A framework for daily practice',
        text: 'A clear set of instructions that can shape an ordinary day into sādhana.',
      },
      {
        name: 'The stages of the path',
        text: 'An understanding of how karma-yoga, devotion, study and contemplation follow one another and support one another.',
      },
      {
        name: 'Easy to memorise',
        text: 'Five verses that can be learned by heart, chanted and recalled whenever guidance is needed.',
      },
      {
        name: 'Open to beginners',
        text: 'Accessible without earlier study, yet rich enough to reward a lifetime of reflection.',
      },
    ],
    courseSlug: 'sadhana-panchakam',
    verses: [
      {
        reference: 'Sādhana Pañcakam 1',
        devanagari:
          'वेदो नित्यमधीयतां तदुदितं कर्म स्वनुष्ठीयतां\nतेनेशस्य विधीयतामपचितिः काम्ये मतिस्त्यज्यताम् ।\nपापौघः परिधूयतां भवसुखे दोषोऽनुसन्धीयतां\nआत्मेच्छा व्यवसीयतां निजगृहात्तूर्णं विनिर्गम्यताम् ॥ १ ॥',
        iast: 'vedo nityamadhīyatāṃ taduditaṃ karma svanuṣṭhīyatāṃ\nteneśasya vidhīyatāmapacitiḥ kāmye matistyajyatām\npāpaughaḥ paridhūyatāṃ bhavasukhe doṣo’nusandhīyatāṃ\nātmecchā vyavasīyatāṃ nijagṛhāttūrṇaṃ vinirgamyatām',
        translation:
          'Study the Veda every day and carry out well the duties it enjoins; through them worship the Lord, and turn the mind away from action done for gain. Shake off the mass of past wrongs, see the flaw in worldly pleasure, set your will on knowing the Self, and leave your home without delay.',
      },
      {
        reference: 'Sādhana Pañcakam 2',
        devanagari:
          'सङ्गः सत्सु विधीयतां भगवतो भक्तिर्दृढाऽऽधीयतां\nशान्त्यादिः परिचीयतां दृढतरं कर्माशु सन्त्यज्यताम् ।\nसद्विद्वानुपसृप्यतां प्रतिदिनं तत्पादुका सेव्यतां\nब्रह्मैकाक्षरमर्थ्यतां श्रुतिशिरोवाक्यं समाकर्ण्यताम् ॥ २ ॥',
        iast: 'saṅgaḥ satsu vidhīyatāṃ bhagavato bhaktirdṛḍhā’’dhīyatāṃ\nśāntyādiḥ paricīyatāṃ dṛḍhataraṃ karmāśu santyajyatām\nsadvidvānupasṛpyatāṃ pratidinaṃ tatpādukā sevyatāṃ\nbrahmaikākṣaramarthyatāṃ śrutiśirovākyaṃ samākarṇyatām',
        translation:
          'Keep the company of the good, and make your devotion to the Lord firm. Cultivate calm and the virtues that go with it, and renounce action without delay. Approach a wise teacher and serve him every day; ask to be taught Brahman, the one imperishable; and listen to the sayings of the Upaniṣads.',
      },
      {
        reference: 'Sādhana Pañcakam 3',
        devanagari:
          'वाक्यार्थश्च विचार्यतां श्रुतिशिरःपक्षः समाश्रीयतां\nदुस्तर्कात्सुविरम्यतां श्रुतिमतस्तर्कोऽनुसन्धीयताम् ।\nब्रह्मास्मीति विभाव्यतामहरहर्गर्वः परित्यज्यतां\nदेहेऽहंमतिरुज्झ्यतां बुधजनैर्वादः परित्यज्यताम् ॥ ३ ॥',
        iast: 'vākyārthaśca vicāryatāṃ śrutiśiraḥpakṣaḥ samāśrīyatāṃ\ndustarkātsuviramyatāṃ śrutimatastarko’nusandhīyatām\nbrahmāsmīti vibhāvyatāmaharahargarvaḥ parityajyatāṃ\ndehe’haṃmatirujjhyatāṃ budhajanairvādaḥ parityajyatām',
        translation:
          'Reflect on the meaning of those sayings and take your stand on the Upaniṣads’ teaching. Turn away from empty argument and follow the reasoning that agrees with scripture. Dwell day after day on “I am Brahman”, give up pride, let go of the notion that the body is “I”, and do not dispute with the wise.',
      },
      {
        reference: 'Sādhana Pañcakam 4',
        devanagari:
          'क्षुद्व्याधिश्च चिकित्स्यतां प्रतिदिनं भिक्षौषधं भुज्यतां\nस्वाद्वन्नं न तु याच्यतां विधिवशात् प्राप्तेन सन्तुष्यताम् ।\nशीतोष्णादि विषह्यतां न तु वृथा वाक्यं समुच्चार्यताम्\nऔदासीन्यमभीप्स्यतां जनकृपानैष्ठुर्यमुत्सृज्यताम् ॥ ४ ॥',
        iast: 'kṣudvyādhiśca cikitsyatāṃ pratidinaṃ bhikṣauṣadhaṃ bhujyatāṃ\nsvādvannaṃ na tu yācyatāṃ vidhivaśāt prāptena santuṣyatām\nśītoṣṇādi viṣahyatāṃ na tu vṛthā vākyaṃ samuccāryatām\naudāsīnyamabhīpsyatāṃ janakṛpānaiṣṭhuryamutsṛjyatām',
        translation:
          'Treat the sickness of hunger, taking alms each day as its medicine. Do not ask for tasty food; be content with what comes as destiny allots. Bear cold and heat and the other pairs of opposites, and speak no idle word. Long for detachment, and let go of both the kindness and the harshness of people.',
      },
      {
        reference: 'Sādhana Pañcakam 5',
        devanagari:
          'एकान्ते सुखमास्यतां परतरे चेतः समाधीयतां\nपूर्णात्मा सुसमीक्ष्यतां जगदिदं तद्बाधितं दृश्यताम् ।\nप्राक्कर्म प्रविलाप्यतां चितिबलान्नाप्युत्तरैः श्लिष्यतां\nप्रारब्धं त्विह भुज्यतामथ परब्रह्मात्मना स्थीयताम् ॥ ५ ॥',
        iast: 'ekānte sukhamāsyatāṃ paratare cetaḥ samādhīyatāṃ\npūrṇātmā susamīkṣyatāṃ jagadidaṃ tadbādhitaṃ dṛśyatām\nprākkarma pravilāpyatāṃ citibalānnāpyuttaraiḥ śliṣyatāṃ\nprārabdhaṃ tviha bhujyatāmatha parabrahmātmanā sthīyatām',
        translation:
          'Sit at ease in solitude, and settle the mind in the Supreme. See the Self as whole and full, and see this world as negated in it. Dissolve past karma by the strength of knowledge, and do not be bound by the karma to come. Live out here what has already begun to bear fruit, and then abide as the supreme Brahman.',
      },
    ],
  },
  'drig-drishya-vivek': {
    author: 'Attributed variously to Bhāratī Tīrtha, Vidyāraṇya and Ādi Śaṅkarācārya',
    about:
      'Dṛg-Dṛśya-Viveka, “discrimination between the seer and the seen”, is a short text of forty-six ślokas, also known as the Vākyasudhā. It is attributed variously to Bhāratī Tīrtha, to Vidyāraṇya, the fourteenth-century teacher remembered as the author of the Pañcadaśī, and to Ādi Śaṅkarācārya. The question remains open, and the text is valued for its teaching, not for its author’s name. Some recensions end at verse 31, without the closing verses on the three jīvas.\n\n' +
      'Its first verse contains the whole method. A form is seen, and the eye is its seer. The eye is seen, and the mind is its seer. The mind and its changing thoughts are seen, and the witness is their seer. The witness sees but is never itself seen. Step by step, everything that can be observed is recognised as an object, and the observer is recognised as pure consciousness.\n\n' +
      'From there the text follows a clear order. It describes the witness as self-luminous consciousness that neither rises nor sets, explains how the ego arises when consciousness is reflected in the mind, and shows how the two powers of māyā project a world of names and forms and veil its ground. In the middle of the work, in about verses 22–31, it teaches six kinds of samādhi, three practised within and three on outer objects. The closing verses, about 32–46, turn to the individual: they distinguish three jīvas, the pāramārthika, the vyāvahārika and the prātibhāsika, show how māyā’s veiling and projecting powers bear on the individual, and conclude that the jīva, rightly understood, is Brahman.',
    keyTeachings: [
      {
        name: 'The seer and the seen',
        text: 'Whatever is seen is other than the seer. Following this principle from outer objects to the senses and the mind leads to the consciousness that sees everything and is seen by nothing.',
      },
      {
        name: 'The witness (sākṣī)',
        text: 'Consciousness is unchanging and present through waking, dream and deep sleep, while everything it illumines rises and falls.',
      },
      {
        name: 'Reflected consciousness',
        text: 'The ego arises when consciousness is reflected in the mind (cidābhāsa) and that reflection takes the body and the mind as “I”.',
      },
      {
        name: 'The two powers of māyā',
        text: 'Projection (vikṣepa) presents a world of names and forms; veiling (āvaraṇa) hides the reality on which it appears. Every object shows existence, shining and dearness (asti, bhāti, priya), which belong to Brahman, and name and form (nāma, rūpa), which belong to the world.',
      },
      {
        name: 'The six samādhis',
        text: 'At the centre of the text (about verses 22–31): three absorptions practised within, in the heart, and three on outer objects, leading from absorption supported by what is seen and by words to absorption free of both.',
      },
      {
        name: 'The three jīvas',
        text: 'In the closing verses (about 32–46): the pāramārthika jīva, consciousness only seemingly bounded by body and mind, which is Brahman itself; the vyāvahārika, the self of everyday life; and the prātibhāsika, the self of dream.',
      },
    ],
    whyUseful:
      'This is one of the most direct texts in Vedānta. It asks for no special belief, only honest attention to experience. Anyone can check for themselves whether thoughts are observed, and whether the one who observes them is just one more thought.\n\n' +
      'For that reason it serves as both a teaching and a guide to meditation. Many students find that its method of stepping back from the seen becomes a steady companion in daily life, loosening their identification with passing moods and circumstances.',
    benefits: [
      {
        name: 'Clarity about the witness',
        text: 'A precise understanding of the difference between consciousness and its objects.',
      },
      {
        name: 'A contemplative method',
        text: 'The six samādhis, inner and outer, which can be practised in meditation and carried into everyday life.',
      },
      {
        name: 'Insight into ego and māyā',
        text: 'An understanding of how the limited sense of “I” arises and how appearance conceals reality.',
      },
      {
        name: 'Preparation for deeper study',
        text: 'A firm grounding for the Pañcadaśī, the Upaniṣads and their commentaries.',
      },
    ],
    courseSlug: 'drg-drsya-viveka',
    verses: [
      {
        reference: 'Dṛg-Dṛśya-Viveka 1',
        devanagari: 'रूपं दृश्यं लोचनं दृक् तद्दृश्यं दृक्तु मानसम् ।\nदृश्या धीवृत्तयः साक्षी दृगेव न तु दृश्यते ॥ १ ॥',
        iast: 'rūpaṃ dṛśyaṃ locanaṃ dṛk taddṛśyaṃ dṛktu mānasam\ndṛśyā dhīvṛttayaḥ sākṣī dṛgeva na tu dṛśyate',
        translation:
          'A form is seen, and the eye is its seer; the eye is seen, and the mind is its seer. The movements of the mind are seen, and the witness is their seer: it only sees, and is never itself seen.',
      },
    ],
  },
  'darshan-sarvasvam': {
    author: 'Swami Shri Shankar Chaitanya Bharati Ji',
    about:
      'Darśana Sarvasvam is a Sanskrit treatise by Swami Shri Shankar Chaitanya Bharati Ji. Its name might suggest a survey of every school of Indian philosophy, but its scope is more focused. In four chapters it examines four ways in which thinkers have understood reality as non-dual, and in doing so shows where Advaita Vedānta stands among other schools.\n\n' +
      'The four chapters take up Vijñānavāda, the view that consciousness alone is real; Śūnyavāda, the doctrine of emptiness; Svātantryavāda, the doctrine of the absolute freedom (svātantrya) of the Lord, who is consciousness itself; and Vivartavāda, the Advaita view that the world is an appearance of Brahman that leaves Brahman unchanged. The first two positions are associated with the Buddhist schools of Yogācāra and Madhyamaka; the third is central to Kashmir Śaivism; the fourth is the teaching of Advaita Vedānta.\n\n' +
      'Studying these views side by side sharpens the understanding of each. The treatise is demanding and best suited to students already at home with the basic terms of Vedānta.',
    keyTeachings: [
      {
        name: 'Vijñānavāda',
        text: 'The doctrine that consciousness alone is real and that objects are its forms, with no existence outside it.',
      },
      {
        name: 'Śūnyavāda',
        text: 'The doctrine that nothing possesses an independent self-nature, so that all things are empty of inherent existence.',
      },
      {
        name: 'Svātantryavāda',
        text: 'The doctrine of the absolute freedom (svātantrya) of the Lord, who is consciousness itself and manifests the world as his own expression. It is central to Kashmir Śaivism.',
      },
      {
        name: 'Vivartavāda',
        text: 'The Advaita doctrine that the world is an apparent transformation of Brahman, as a rope appears as a snake, while Brahman itself undergoes no change.',
      },
    ],
    whyUseful:
      'Non-duality is often spoken of as if it were a single idea. This text shows that it is not. Different traditions reach different conclusions about the status of the world, the nature of consciousness and the means to freedom. Seeing these differences clearly guards against vague generalisation and brings the distinctive claims of Advaita into sharp focus.\n\n' +
      'Comparative study has a long history in India, where each school defined itself in dialogue with others. Following that dialogue deepens both respect for other traditions and clarity in one’s own inquiry.',
    benefits: [
      {
        name: 'Comparative clarity',
        text: 'A grasp of four major non-dual positions and of the questions that divide them.',
      },
      {
        name: 'Precision in Advaita',
        text: 'A sharper understanding of Vivartavāda and of why Advaita holds that the world appears without Brahman changing.',
      },
      {
        name: 'Philosophical maturity',
        text: 'Practice in following arguments carefully and fairly, including those of other schools.',
      },
      {
        name: 'Work with a Sanskrit source',
        text: 'Direct engagement with a Sanskrit treatise and its technical vocabulary.',
      },
    ],
    courseSlug: 'darsana-sarvasvam',
  },
  'siddhanta-lesha-sangraha': {
    author: 'Appayya Dīkṣita',
    about:
      'Siddhānta Leśa Saṅgraha, “a collection (saṅgraha) of points (leśa) of doctrine (siddhānta)”, is the work of Appayya Dīkṣita, the sixteenth-century South Indian scholar who wrote widely on Advaita Vedānta, Mīmāṃsā, poetics and Śaiva theology. In it he gathers the positions taken by Advaita teachers after Ādi Śaṅkarācārya on questions that the earlier texts left open.\n\n' +
      'These teachers agree that Brahman alone is real and that liberation comes through knowledge. They differ on finer points: whether ignorance (avidyā) rests in the individual or in Brahman, whether it is one or many, whether māyā and avidyā are the same, whether the individual self (jīva) is best understood as a reflection of consciousness or as consciousness limited by the mind, how Īśvara is related to māyā, and what exactly gives rise to liberating knowledge. Appayya Dīkṣita sets out the views of the Bhāmatī and Vivaraṇa schools and of many other teachers side by side, usually without pronouncing a final verdict.\n\n' +
      'He explains why early in the work: the earlier teachers were concerned above all with the non-dual Brahman, not with the mechanics of appearance, so differing explanations of the world can all serve the same end. The text thus teaches both doctrine and a generous way of holding it.',
    keyTeachings: [
      {
        name: 'Māyā and avidyā',
        text: 'Whether they are one or two, and what the locus and the object of ignorance are, with the answers of the Bhāmatī and Vivaraṇa schools compared.',
      },
      {
        name: 'The jīva and Īśvara',
        text: 'Rival models of the individual self and the Lord, such as reflection (pratibimba-vāda) and limitation (avaccheda-vāda), and the question of whether there is one jīva or many.',
      },
      {
        name: 'The means and nature of liberation',
        text: 'How hearing the Upaniṣads produces direct knowledge, the roles of reflection and contemplation, and the state of one liberated while living.',
      },
      {
        name: 'One goal, many explanations',
        text: 'The differing theories are treated as aids to understanding the one non-dual Brahman rather than as ends in themselves.',
      },
    ],
    whyUseful:
      'A student who reads widely in Advaita soon meets statements that seem to contradict one another. This text explains where those differences come from and what is really at stake in them. It turns apparent confusion into an orderly understanding of the tradition’s inner debates.\n\n' +
      'It also shows how to hold doctrine with maturity: firm about the central teaching, open about secondary explanations. That balance protects the student from both dogmatism and doubt.',
    benefits: [
      {
        name: 'Doctrinal clarity',
        text: 'A clear view of the main positions of post-Śaṅkara Advaita and of the reasoning behind them.',
      },
      {
        name: 'Resolving tensions',
        text: 'The ability to see how seemingly conflicting statements in the literature fit together.',
      },
      {
        name: 'Textual skill',
        text: 'Experience in reading a dense scholastic text in the traditional manner.',
      },
      {
        name: 'Knowledge applied',
        text: 'Insight into how fine points of doctrine bear on contemplation and on the understanding of liberation.',
      },
    ],
    courseSlug: 'siddhanta-lesha-sangraha',
  },
};

/** The text with this slug and its whole page, or undefined. */
export function findVedanticTextPage(slug: string): VedanticText | undefined {
  return withBody(findVedanticText(slug), vedanticTextPages);
}
