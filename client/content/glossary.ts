import type { Verse } from './types';
import { gita247 } from './verses';

/**
 * A term of the glossary (/glossary): the word as the pages write it (IAST), the same word in
 * Devanāgarī (letter for letter, except where sandhi joins a compound: verses.spec.ts checks
 * it), a plain pronunciation, and a short definition in our own words.
 */
export interface GlossaryTerm {
  /** The term's id on /glossary (/glossary#slug). */
  slug: string;
  term: string;
  devanagari: string;
  /** Syllables, with aa, ee, oo for the long vowels, sh for ś and ṣ, ch for c. */
  pronunciation: string;
  definition: string;
  /** Other spellings the pages use for it (the trust's own names: Jap, Sakshi …). */
  forms?: string[];
  verses?: Verse[];
}

/** The four great sayings, one from each Veda. */
const mahavakyas: Verse[] = [
  {
    reference: 'Aitareya Upaniṣad 3.1.3, Ṛgveda',
    devanagari: 'प्रज्ञानं ब्रह्म',
    iast: 'prajñānaṃ brahma',
    translation: 'Consciousness is Brahman.',
  },
  {
    reference: 'Bṛhadāraṇyaka Upaniṣad 1.4.10, Yajurveda',
    devanagari: 'अहं ब्रह्मास्मि',
    iast: 'ahaṃ brahmāsmi',
    translation: 'I am Brahman.',
  },
  {
    reference: 'Chāndogya Upaniṣad 6.8.7, Sāmaveda',
    devanagari: 'तत्त्वमसि',
    iast: 'tattvamasi',
    translation: 'You are that.',
  },
  {
    reference: 'Māṇḍūkya Upaniṣad 2, Atharvaveda',
    devanagari: 'अयमात्मा ब्रह्म',
    iast: 'ayamātmā brahma',
    translation: 'This Self is Brahman.',
  },
];

/** The terms, in the order of the Latin alphabet (diacritics ignored). */
export const glossary: GlossaryTerm[] = [
  {
    slug: 'adhyasa',
    term: 'adhyāsa',
    devanagari: 'अध्यास',
    pronunciation: 'a-dhyaa-sa',
    definition:
      'Superimposition: taking one thing for another, as a rope is taken for a snake. In Advaita, the Self and the body-mind are each given the other’s features: the body seems conscious, and the Self seems to be born, to act and to suffer.',
  },
  {
    slug: 'advaita',
    term: 'advaita',
    devanagari: 'अद्वैत',
    pronunciation: 'ad-vai-ta',
    definition: 'Non-duality: the teaching that the Self and Brahman are not two.',
  },
  {
    slug: 'agami',
    term: 'āgāmi',
    devanagari: 'आगामि',
    pronunciation: 'aa-gaa-mi',
    definition: 'The karma being done now, whose results are still to come.',
  },
  {
    slug: 'ahankara',
    term: 'ahaṅkāra',
    devanagari: 'अहङ्कार',
    pronunciation: 'a-han-kaa-ra',
    definition:
      'The “I”-maker: the sense of being a particular person who does and enjoys, formed when consciousness identifies with the body and mind.',
  },
  {
    slug: 'ahangraha-upasana',
    term: 'ahaṅgraha-upāsanā',
    devanagari: 'अहङ्ग्रहोपासना',
    pronunciation: 'a-han-gra-ha u-paa-sa-naa',
    definition:
      'Meditation on Brahman as “I”, not as another. A discipline that prepares the mind; the knowledge it points to comes from the teaching.',
    forms: ['ahangrah'],
  },
  {
    slug: 'ananda',
    term: 'ānanda',
    devanagari: 'आनन्द',
    pronunciation: 'aa-nan-da',
    definition:
      'Bliss. Tattvabodha defines it as happiness itself (sukha-svarūpa): not a passing pleasure but the nature of the Self.',
  },
  {
    slug: 'antahkarana',
    term: 'antaḥkaraṇa',
    devanagari: 'अन्तःकरण',
    pronunciation: 'an-tah-ka-ra-na',
    definition:
      'The inner instrument: mind (manas), intellect (buddhi), memory (citta) and ego (ahaṅkāra), four functions of one subtle organ.',
  },
  {
    slug: 'asana',
    term: 'āsana',
    devanagari: 'आसन',
    pronunciation: 'aa-sa-na',
    definition:
      'Seat, posture. Patañjali asks only that it be steady and comfortable (Yoga Sūtra 2.46).',
  },
  {
    slug: 'asparsa-yoga',
    term: 'asparśa-yoga',
    devanagari: 'अस्पर्शयोग',
    pronunciation: 'a-spar-sha yo-ga',
    definition:
      'The “yoga of no contact” of Gauḍapāda’s Māṇḍūkya Kārikā (3.39): the recognition that the Self is never touched by anything, in which grasping falls away.',
    forms: ['asparsha'],
  },
  {
    slug: 'atman',
    term: 'Ātman',
    devanagari: 'आत्मन्',
    pronunciation: 'aat-man',
    definition:
      'The Self: the consciousness one is, the witness of body and mind, which Vedānta teaches is not different from Brahman.',
  },
  {
    slug: 'avarana',
    term: 'āvaraṇa',
    devanagari: 'आवरण',
    pronunciation: 'aa-va-ra-na',
    definition:
      'Veiling: the power of māyā (and of ignorance in the individual) that hides the true nature of the Self, as a small cloud hides the sun from the one who looks.',
  },
  {
    slug: 'avastha-traya',
    term: 'avasthā-traya',
    devanagari: 'अवस्थात्रय',
    pronunciation: 'a-va-sthaa tra-ya',
    definition:
      'The three states: waking, dream and deep sleep. The Self is present through all three and limited by none.',
  },
  {
    slug: 'avidya',
    term: 'avidyā',
    devanagari: 'अविद्या',
    pronunciation: 'a-vid-yaa',
    definition:
      'Ignorance: not knowing one’s own nature. It is the root of bondage, and only knowledge removes it, as light removes darkness.',
  },
  {
    slug: 'bhakti',
    term: 'bhakti',
    devanagari: 'भक्ति',
    pronunciation: 'bhak-ti',
    definition: 'Devotion to the Lord, and love of the truth for its own sake.',
  },
  {
    slug: 'brahman',
    term: 'Brahman',
    devanagari: 'ब्रह्मन्',
    pronunciation: 'brah-man',
    definition:
      'The one reality: existence, consciousness and limitless, the ground on which the world appears and the true nature of the Self.',
  },
  {
    slug: 'buddhi',
    term: 'buddhi',
    devanagari: 'बुद्धि',
    pronunciation: 'bud-dhi',
    definition: 'The intellect: the function of the mind that decides, judges and knows.',
  },
  {
    slug: 'cidabhasa',
    term: 'cidābhāsa',
    devanagari: 'चिदाभास',
    pronunciation: 'chi-daa-bhaa-sa',
    definition:
      'Reflected consciousness: consciousness as it shines in the mind, like the sun in a pot of water. Taken for oneself, it is the ego.',
  },
  {
    slug: 'citta',
    term: 'citta',
    devanagari: 'चित्त',
    pronunciation: 'chit-ta',
    definition:
      'Mind. In the Yoga Sūtra the whole of the mind; in Vedānta often the function of memory in particular.',
  },
  {
    slug: 'citta-suddhi',
    term: 'citta-śuddhi',
    devanagari: 'चित्तशुद्धि',
    pronunciation: 'chit-ta shud-dhi',
    definition:
      'Purity of mind: freedom from the pull of likes and dislikes, the fruit of karma-yoga and worship, which makes the mind fit for knowledge.',
  },
  {
    slug: 'dharana',
    term: 'dhāraṇā',
    devanagari: 'धारणा',
    pronunciation: 'dhaa-ra-naa',
    definition: 'Concentration: holding the mind to one place or object (Yoga Sūtra 3.1).',
    forms: ['dharana'],
  },
  {
    slug: 'dhyana',
    term: 'dhyāna',
    devanagari: 'ध्यान',
    pronunciation: 'dhyaa-na',
    definition:
      'Meditation: attention flowing towards its object without a break (Yoga Sūtra 3.2).',
    forms: ['dhyan'],
  },
  {
    slug: 'guna',
    term: 'guṇa',
    devanagari: 'गुण',
    pronunciation: 'gu-na',
    definition:
      'A quality of nature. The three guṇas are sattva (clarity), rajas (activity) and tamas (inertia); every mind and object is some mixture of them.',
  },
  {
    slug: 'guru',
    term: 'guru',
    devanagari: 'गुरु',
    pronunciation: 'gu-ru',
    definition:
      'The teacher: one who knows the truth and the texts, and removes the student’s ignorance by teaching.',
  },
  {
    slug: 'isvara',
    term: 'Īśvara',
    devanagari: 'ईश्वर',
    pronunciation: 'eesh-va-ra',
    definition:
      'The Lord: Brahman seen as the source, sustainer and ruler of the world, with māyā as his power.',
  },
  {
    slug: 'japa',
    term: 'japa',
    devanagari: 'जप',
    pronunciation: 'ja-pa',
    definition:
      'Repetition of a mantra or divine name: aloud (vācika), whispered (upāṃśu) or in the mind (mānasika).',
    forms: ['jap'],
  },
  {
    slug: 'jiva',
    term: 'jīva',
    devanagari: 'जीव',
    pronunciation: 'jee-va',
    definition:
      'The individual self: consciousness taking itself to be a particular body and mind, doer and enjoyer.',
  },
  {
    slug: 'jivanmukti',
    term: 'jīvanmukti',
    devanagari: 'जीवन्मुक्ति',
    pronunciation: 'jee-van-muk-ti',
    definition:
      'Liberation while living: one who knows the Self lives out the karma that has begun to bear fruit, free of bondage. Such a one is a jīvanmukta.',
    forms: ['jīvanmukta'],
  },
  {
    slug: 'jnana',
    term: 'jñāna',
    devanagari: 'ज्ञान',
    pronunciation: 'gyaa-na',
    definition:
      'Knowledge; in Vedānta, the knowledge that one’s Self is Brahman, which alone frees.',
  },
  {
    slug: 'karma',
    term: 'karma',
    devanagari: 'कर्म',
    pronunciation: 'kar-ma',
    definition:
      'Action, and the result it brings in time. Three kinds are named: sañcita (stored), āgāmi (to come) and prārabdha (already bearing fruit).',
  },
  {
    slug: 'karma-yoga',
    term: 'karma-yoga',
    devanagari: 'कर्मयोग',
    pronunciation: 'kar-ma yo-ga',
    definition:
      'Action done as an offering to the Lord, without claim to its fruit, and its results accepted as his gift. It purifies the mind for knowledge.',
    verses: [gita247],
  },
  {
    slug: 'kasaya',
    term: 'kaṣāya',
    devanagari: 'कषाय',
    pronunciation: 'ka-shaa-ya',
    definition:
      'In meditation, latent attachment that holds the mind back even when it seems still (Māṇḍūkya Kārikā 3.44).',
  },
  {
    slug: 'laya',
    term: 'laya',
    devanagari: 'लय',
    pronunciation: 'la-ya',
    definition:
      'In meditation, the mind sinking into drowsiness or blankness (Māṇḍūkya Kārikā 3.44).',
  },
  {
    slug: 'mahavakya',
    term: 'mahāvākya',
    devanagari: 'महावाक्य',
    pronunciation: 'ma-haa-vaak-ya',
    definition:
      'A great saying: a sentence of the Upaniṣads that teaches the identity of the Self and Brahman. Four are traditionally counted, one from each Veda.',
    verses: mahavakyas,
  },
  {
    slug: 'mala',
    term: 'mālā',
    devanagari: 'माला',
    pronunciation: 'maa-laa',
    definition: 'A string of beads, usually 108 with a larger guru bead, for counting japa.',
  },
  {
    slug: 'manana',
    term: 'manana',
    devanagari: 'मनन',
    pronunciation: 'ma-na-na',
    definition:
      'Reflection: examining what has been heard, by reasoning in keeping with the texts, until no doubt is left.',
  },
  {
    slug: 'manas',
    term: 'manas',
    devanagari: 'मनस्',
    pronunciation: 'ma-nas',
    definition:
      'The mind as the function that wavers, wishes and weighs one thing against another.',
  },
  {
    slug: 'mantra',
    term: 'mantra',
    devanagari: 'मन्त्र',
    pronunciation: 'man-tra',
    definition:
      'A sacred formula, received from a teacher or a text, for repetition and meditation.',
  },
  {
    slug: 'mauna',
    term: 'mauna',
    devanagari: 'मौन',
    pronunciation: 'mau-na',
    definition:
      'Silence: of speech as a discipline, and of the mind that rests in the Self. Chup Sadhana is its practice.',
  },
  {
    slug: 'maya',
    term: 'māyā',
    devanagari: 'माया',
    pronunciation: 'maa-yaa',
    definition:
      'The power by which the one Brahman appears as the many. It is neither real on its own nor mere nothing, and it works through two powers, āvaraṇa (veiling) and vikṣepa (projection).',
  },
  {
    slug: 'mithya',
    term: 'mithyā',
    devanagari: 'मिथ्या',
    pronunciation: 'mith-yaa',
    definition:
      'Neither real nor unreal: what is experienced but has no being of its own apart from its ground, as a pot has none apart from the clay, or the snake apart from the rope.',
  },
  {
    slug: 'moksa',
    term: 'mokṣa',
    devanagari: 'मोक्ष',
    pronunciation: 'mok-sha',
    definition:
      'Liberation: freedom from bondage and sorrow, which Vedānta teaches is not gained but recognised, in knowing oneself as Brahman.',
  },
  {
    slug: 'mumuksutva',
    term: 'mumukṣutva',
    devanagari: 'मुमुक्षुत्व',
    pronunciation: 'mu-muk-shut-va',
    definition: 'The longing for liberation, the fourth of the seeker’s qualifications.',
  },
  {
    slug: 'nididhyasana',
    term: 'nididhyāsana',
    devanagari: 'निदिध्यासन',
    pronunciation: 'ni-di-dhyaa-sa-na',
    definition:
      'Contemplation: dwelling on what has been heard and understood until it is one’s natural vision, against the pull of old habits.',
  },
  {
    slug: 'nirguna',
    term: 'nirguṇa',
    devanagari: 'निर्गुण',
    pronunciation: 'nir-gu-na',
    definition: 'Without qualities: Brahman as it is in itself, beyond every attribute.',
  },
  {
    slug: 'niyama',
    term: 'niyama',
    devanagari: 'नियम',
    pronunciation: 'ni-ya-ma',
    definition:
      'The five observances of the Yoga Sūtra (2.32): purity, contentment, austerity, self-study and surrender to the Lord.',
  },
  {
    slug: 'om',
    term: 'oṃ',
    devanagari: 'ओं',
    pronunciation: 'om',
    definition:
      'The sacred syllable, the sound that stands for Brahman; the Māṇḍūkya Upaniṣad reads its parts as the three states and its silence as the fourth.',
  },
  {
    slug: 'pancakosa',
    term: 'pañca-kośa',
    devanagari: 'पञ्चकोश',
    pronunciation: 'pan-cha ko-sha',
    definition:
      'The five sheaths: of food, vital energy, mind, intellect and bliss. The Self is mistaken for each in turn, and each is set aside by inquiry.',
  },
  {
    slug: 'pancikarana',
    term: 'pañcīkaraṇa',
    devanagari: 'पञ्चीकरण',
    pronunciation: 'pan-chee-ka-ra-na',
    definition:
      'The fivefold mixing: each subtle element is halved, and one half joined with an eighth of each of the other four, forming the gross elements of the world.',
  },
  {
    slug: 'parinama',
    term: 'pariṇāma',
    devanagari: 'परिणाम',
    pronunciation: 'pa-ri-naa-ma',
    definition: 'Real transformation, as milk becomes curd. Compare vivarta.',
  },
  {
    slug: 'patha',
    term: 'pāṭha',
    devanagari: 'पाठ',
    pronunciation: 'paa-tha',
    definition:
      'Recitation: reading a sacred text aloud or chanting it as a daily or festival observance.',
  },
  {
    slug: 'prana',
    term: 'prāṇa',
    devanagari: 'प्राण',
    pronunciation: 'praa-na',
    definition: 'The vital force that animates body and mind; also the breath that carries it.',
  },
  {
    slug: 'pranayama',
    term: 'prāṇāyāma',
    devanagari: 'प्राणायाम',
    pronunciation: 'praa-naa-yaa-ma',
    definition:
      'Regulation of the breath: in the Yoga Sūtra (2.49), pausing the movement of inhalation and exhalation once the posture is steady.',
    forms: ['pranayam'],
  },
  {
    slug: 'prarabdha',
    term: 'prārabdha',
    devanagari: 'प्रारब्ध',
    pronunciation: 'praa-rab-dha',
    definition:
      'The karma that has begun to bear fruit as this life. It runs its course even for one who knows the Self.',
  },
  {
    slug: 'pratika-upasana',
    term: 'pratīka-upāsanā',
    devanagari: 'प्रतीकोपासना',
    pronunciation: 'pra-tee-ka u-paa-sa-naa',
    definition:
      'Meditation on Brahman through a symbol, such as an image or a syllable, in which the symbol is not taken as oneself.',
  },
  {
    slug: 'pratyahara',
    term: 'pratyāhāra',
    devanagari: 'प्रत्याहार',
    pronunciation: 'pra-tyaa-haa-ra',
    definition:
      'Withdrawal of the senses from their objects, as the mind turns inward (Yoga Sūtra 2.54).',
  },
  {
    slug: 'puja',
    term: 'pūjā',
    devanagari: 'पूजा',
    pronunciation: 'poo-jaa',
    definition:
      'Worship with offerings, the divine honoured as a guest: in the fivefold form, fragrance, flowers, incense, light and food.',
    forms: ['puja'],
  },
  {
    slug: 'rasasvada',
    term: 'rasāsvāda',
    devanagari: 'रसास्वाद',
    pronunciation: 'ra-saa-svaa-da',
    definition:
      'Relishing the pleasure of a calm state and stopping there, one of the obstacles of Māṇḍūkya Kārikā 3.44–45.',
  },
  {
    slug: 'sadhana',
    term: 'sādhana',
    devanagari: 'साधन',
    pronunciation: 'saa-dha-na',
    definition: 'A means; spiritual practice as a whole, and any discipline within it.',
  },
  {
    slug: 'sadhana-catustaya',
    term: 'sādhana-catuṣṭaya',
    devanagari: 'साधनचतुष्टय',
    pronunciation: 'saa-dha-na cha-tush-ta-ya',
    definition:
      'The fourfold qualification of the seeker: discrimination (viveka), dispassion (vairāgya), the six inner disciplines (ṣaṭ-sampatti) and the longing for liberation (mumukṣutva).',
  },
  {
    slug: 'saguna',
    term: 'saguṇa',
    devanagari: 'सगुण',
    pronunciation: 'sa-gu-na',
    definition: 'With qualities: Brahman as the Lord, worshipped and meditated on with attributes.',
  },
  {
    slug: 'sahajavastha',
    term: 'sahajāvasthā',
    devanagari: 'सहजावस्था',
    pronunciation: 'sa-ha-jaa-va-sthaa',
    definition:
      'The natural state: abiding as the Self without effort, when seeking has come to rest in what was always present.',
    forms: ['sahajawastha'],
  },
  {
    slug: 'sakshi',
    term: 'sākṣī',
    devanagari: 'साक्षी',
    pronunciation: 'saak-shee',
    definition:
      'The witness: consciousness aware of the mind and all its states, itself unchanging and never an object.',
    forms: ['sakshi'],
  },
  {
    slug: 'samadhi',
    term: 'samādhi',
    devanagari: 'समाधि',
    pronunciation: 'sa-maa-dhi',
    definition:
      'Absorption: meditation in which only the object shines, as if empty of one’s own form (Yoga Sūtra 3.3). Dṛg-Dṛśya-Viveka teaches six kinds.',
  },
  {
    slug: 'samnyasa',
    term: 'saṃnyāsa',
    devanagari: 'संन्यास',
    pronunciation: 'san-nyaa-sa',
    definition:
      'Renunciation: the life of one who has left home and ritual action for the pursuit of knowledge alone; inwardly, giving up the sense of doership.',
  },
  {
    slug: 'samskara',
    term: 'saṃskāra',
    devanagari: 'संस्कार',
    pronunciation: 'sam-skaa-ra',
    definition:
      'An impression left in the mind by experience, which later rises as memory or tendency.',
  },
  {
    slug: 'sancita',
    term: 'sañcita',
    devanagari: 'सञ्चित',
    pronunciation: 'san-chi-ta',
    definition:
      'Stored karma, gathered over past lives and not yet bearing fruit. Knowledge burns it up.',
  },
  {
    slug: 'sarira-traya',
    term: 'śarīra-traya',
    devanagari: 'शरीरत्रय',
    pronunciation: 'sha-ree-ra tra-ya',
    definition:
      'The three bodies: gross (sthūla), subtle (sūkṣma) and causal (kāraṇa). The Self is the witness of all three.',
  },
  {
    slug: 'sat-cit-ananda',
    term: 'sat-cit-ānanda',
    devanagari: 'सच्चिदानन्द',
    pronunciation: 'sach-chi-daa-nan-da',
    definition:
      'Existence, consciousness and bliss: the nature of Brahman, described three ways; not three parts but one reality.',
  },
  {
    slug: 'sat-sampatti',
    term: 'ṣaṭ-sampatti',
    devanagari: 'षट्सम्पत्ति',
    pronunciation: 'shat sam-pat-ti',
    definition:
      'The six inner disciplines: calm of mind (śama), restraint of the senses (dama), withdrawal from distraction (uparati), forbearance (titikṣā), faith (śraddhā) and a settled mind (samādhāna).',
  },
  {
    slug: 'satsanga',
    term: 'satsaṅga',
    devanagari: 'सत्सङ्ग',
    pronunciation: 'sat-san-ga',
    definition:
      'The company of truth: keeping company with the wise, with seekers and with the teaching.',
  },
  {
    slug: 'sravana',
    term: 'śravaṇa',
    devanagari: 'श्रवण',
    pronunciation: 'shra-va-na',
    definition:
      'Listening: receiving the teaching of the Upaniṣads from a teacher, consistently and over time, as the texts present it.',
  },
  {
    slug: 'svadhyaya',
    term: 'svādhyāya',
    devanagari: 'स्वाध्याय',
    pronunciation: 'svaa-dhyaa-ya',
    definition:
      'Self-study: the study and recitation of scripture, one of the observances of the Yoga Sūtra (2.32).',
    forms: ['swadhyay'],
  },
  {
    slug: 'tirtha',
    term: 'tīrtha',
    devanagari: 'तीर्थ',
    pronunciation: 'teer-tha',
    definition:
      'A ford: a sacred place where one crosses from the ordinary to the holy; also a holy person, a “living tīrtha”.',
    forms: ['teerth'],
  },
  {
    slug: 'turiya',
    term: 'turīya',
    devanagari: 'तुरीय',
    pronunciation: 'tu-ree-ya',
    definition:
      '“The fourth”: consciousness itself, present in waking, dream and deep sleep and untouched by them (Māṇḍūkya Upaniṣad 7).',
  },
  {
    slug: 'upadhi',
    term: 'upādhi',
    devanagari: 'उपाधि',
    pronunciation: 'u-paa-dhi',
    definition:
      'A limiting adjunct: something that seems to lend its features to what is near it, as a red flower seems to colour a clear crystal.',
  },
  {
    slug: 'upanisad',
    term: 'Upaniṣad',
    devanagari: 'उपनिषद्',
    pronunciation: 'u-pa-ni-shad',
    definition:
      'The closing, contemplative portions of the Veda, which teach the knowledge of the Self and are the source of Vedānta.',
  },
  {
    slug: 'upasana',
    term: 'upāsanā',
    devanagari: 'उपासना',
    pronunciation: 'u-paa-sa-naa',
    definition:
      'Sustained meditation on, or worship of, a chosen form of the divine. It depends on the meditator, as knowledge depends on its object.',
  },
  {
    slug: 'vairagya',
    term: 'vairāgya',
    devanagari: 'वैराग्य',
    pronunciation: 'vai-raag-ya',
    definition: 'Dispassion: no longer craving the fruits of action, here or hereafter.',
  },
  {
    slug: 'vasana',
    term: 'vāsanā',
    devanagari: 'वासना',
    pronunciation: 'vaa-sa-naa',
    definition:
      'A latent tendency left by past experience and action, which colours desire and choice.',
  },
  {
    slug: 'vedanta',
    term: 'Vedānta',
    devanagari: 'वेदान्त',
    pronunciation: 'vay-daan-ta',
    definition:
      '“The end of the Veda”: the Upaniṣads, and the teaching drawn from them, the Brahma Sūtra and the Bhagavad Gītā.',
  },
  {
    slug: 'viksepa',
    term: 'vikṣepa',
    devanagari: 'विक्षेप',
    pronunciation: 'vik-shay-pa',
    definition:
      'Two senses. In Vedānta, the projecting power of māyā, which shows a world of names and forms on the ground it has veiled. In meditation, distraction: the mind scattering among thoughts (Māṇḍūkya Kārikā 3.44).',
  },
  {
    slug: 'vivarta',
    term: 'vivarta',
    devanagari: 'विवर्त',
    pronunciation: 'vi-var-ta',
    definition:
      'Apparent change: the world as an appearance of Brahman that leaves Brahman unchanged, as the snake leaves the rope unchanged.',
  },
  {
    slug: 'viveka',
    term: 'viveka',
    devanagari: 'विवेक',
    pronunciation: 'vi-vay-ka',
    definition:
      'Discrimination: telling the real from the passing, the Self from what is not the Self, the seer from the seen.',
  },
  {
    slug: 'yama',
    term: 'yama',
    devanagari: 'यम',
    pronunciation: 'ya-ma',
    definition:
      'The five restraints of the Yoga Sūtra (2.30): non-harming, truthfulness, not stealing, continence and not grasping.',
  },
];
