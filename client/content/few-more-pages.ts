import { withBody } from './bodies';
import { findFewMoreClass } from './few-more';
import { gita247 } from './verses';
import type { FewMoreClass, FewMoreClassBody } from './types';

/** Joins paragraphs with the blank line the page templates split on. */
const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

/** The body of each class's page (/courses/few-more/{slug}), by slug; the cards are in few-more.ts. */
export const fewMoreClassPages: Record<string, FewMoreClassBody> = {
  'asparsha-yoga': {
    introduction: p(
      'Asparsha Yoga is the “yoga of no-contact” (asparśa-yoga) taught by Gauḍapāda in his Māṇḍūkya Kārikā, the earliest surviving systematic work of Advaita Vedānta. It points to the Self that is never touched by anything it knows.',
      'The name is striking. Most yoga works through contact: with a posture, the breath, a mantra, an object of meditation. Asparsha Yoga teaches that the Self, pure awareness, has in truth no contact with anything at all. Thoughts, sensations and the whole world appear in it, yet it is never bound, stained or changed by them. To see this directly is the aim of the path.',
    ),
    description: p(
      'Gauḍapāda names asparśa-yoga twice. In the third chapter of the Kārikā he says that this yoga is hard for all yogīs to see, and that they are afraid of it, seeing fear where there is no fear (3.39). Practices that depend on holding an object, or on merging with one, can leave a person afraid of losing it, or of losing themselves. The yoga of no-contact removes the ground of that fear by showing that the Self was never in contact to begin with.',
      'At the opening of the fourth chapter Gauḍapāda bows to the asparśa-yoga taught by the scriptures, which is for the happiness and welfare of all beings and is free from dispute and contradiction (4.2). It is not one technique set against others but the recognition toward which they all point. In his commentary, Ādi Śaṅkarācārya explains asparśa as freedom from every kind of relation: the Self’s complete independence of everything it illumines.',
      'As the trust teaches it, Asparsha Yoga is the practice of this recognition: a yoga of no-contact in which the sense of being the doer falls away and one abides as witnessing awareness. Its fruit is Ātma-sākṣātkāra, the direct realisation of the Self.',
    ),
    sections: [
      {
        heading: 'Key Principles',
        body: '',
        ordered: true,
        items: [
          {
            name: 'Freedom from grasping',
            text: 'Awareness holds on to nothing. Practice begins by noticing how the mind reaches toward pleasant experiences and away from unpleasant ones, and by letting that grasping relax, including the grasping after spiritual states.',
          },
          {
            name: 'Clarity over emotionalism',
            text: 'The path values clear understanding above emotional excitement. Intense feelings during practice come and go; what is sought is the steady clarity in which they come and go.',
          },
          {
            name: 'Continuous awareness',
            text: 'Recognition is not kept for meditation alone. Witnessing awareness is recalled through the activities of the day, so that understanding becomes unbroken rather than occasional.',
          },
          {
            name: 'Beyond outer show',
            text: 'Asparsha Yoga has no special dress, posture or display. Its marks are inward: freedom from fear, from the sense of doership, and from the need to be seen as spiritual.',
          },
          {
            name: 'Guru’s role',
            text: 'Because the teaching is subtle and easily misunderstood, it is received from a teacher who has realised it. The guru points out what the student overlooks, corrects mistakes, and guards against both fear and self-deception.',
          },
        ],
      },
    ],
    conclusion:
      'Asparsha Yoga does not ask us to gain anything new. It asks us to see that the awareness we are has never been touched by the pains and pleasures it knows. Gauḍapāda honoured this yoga as one that serves the happiness and welfare of all beings. Approached with patience, sound study and a teacher’s guidance, it leads to the fearless freedom that is the Self’s own nature.',
  },
  vedanta: {
    introduction: p(
      'Vedānta is the teaching of the Upaniṣads: an inquiry into the nature of the Self, the world and the ultimate reality, Brahman. At Pragya Trust it is the core of everything taught.',
      'The word joins Veda, from the root vid, “to know”, with anta, and three readings of anta each illuminate the teaching. First, anta means “end”: the Upaniṣads stand at the end of the Vedic literature, after the portions on ritual, as its culmination. Second, anta means “essence” or “final conclusion”: Vedānta is what the Vedas finally establish. Third, and the reading the trust holds closest, anta can mean “nearness”: Vedānta is drawing near to the essence of knowing, to pure knowledge itself, which the Upaniṣads call Brahman.',
    ),
    description: p(
      'Vedānta rests on three sources, the prasthāna-trayī: the Upaniṣads, the Bhagavad Gītā and the Brahma Sūtra. Among its schools, Advaita Vedānta, expounded by Gauḍapāda and Ādi Śaṅkarācārya, teaches that reality is non-dual: the Self in each of us is not different from Brahman, the one awareness that is the ground of all. The Upaniṣads state this in great sayings (mahāvākyas) such as tat tvam asi, “you are That” (Chāndogya Upaniṣad 6.8.7), and ahaṃ brahmāsmi, “I am Brahman” (Bṛhadāraṇyaka Upaniṣad 1.4.10).',
      'Vedānta is neither a creed to be accepted on faith nor a philosophy to be debated only in the abstract. It is a means of knowledge (pramāṇa): a teaching that, unfolded by a qualified teacher to a prepared student, removes the ignorance that makes us take ourselves to be limited, and reveals what we already are.',
    ),
    sections: [
      {
        heading: 'Key Principles',
        body: '',
        items: [
          {
            text: 'Brahman, described in the Taittirīya Upaniṣad as existence, knowledge and limitlessness (satyaṃ jñānam anantaṃ brahma, 2.1.1), alone is ultimately real; the changing world of names and forms depends on it for its being.',
          },
          {
            text: 'The Self (Ātman), the awareness that knows every experience, is one with Brahman. What we truly are is not the body or the mind but the consciousness in which they appear.',
          },
          {
            text: 'Bondage comes from ignorance (avidyā): not a lack of information, but the mistaken identification of the Self with what it is not. Since the problem is ignorance, the remedy is knowledge, which action alone cannot provide.',
          },
          {
            text: 'Liberation (mokṣa) is not a future event or a new attainment but the recognition of what is already so. It can be known in this very life, and it shows itself as freedom from fear and sorrow.',
          },
        ],
      },
      {
        heading: 'It works through:',
        body: '',
        items: [
          {
            name: 'Scripture',
            text: 'Listening to the Upaniṣads and their commentaries as taught by a teacher in an unbroken tradition (śravaṇa). The words of scripture serve as a mirror in which the Self can be recognised.',
          },
          {
            name: 'Contemplation',
            text: 'Reflection that removes doubt (manana), and deep, sustained contemplation (nididhyāsana), through which the teaching is assimilated until it becomes settled understanding.',
          },
          {
            name: 'Direct Experience',
            text: 'The teaching is confirmed in one’s own immediate knowledge (anubhava). Vedānta finally points not to something distant but to the awareness that is present here and now.',
          },
        ],
      },
    ],
    conclusion:
      'Vedānta invites us to come near to the essence of knowing. It begins with listening and questioning, and matures into a quiet, certain recognition of the Self. At Pragya Trust it shapes every course, from the study of classical texts to the practice of meditation. For anyone who has asked “who am I?” in earnest, Vedānta offers the tradition’s clearest answer, and a path to discovering it for oneself.',
  },
  yoga: {
    introduction: p(
      'Yoga is the discipline of union: bringing body, breath, mind and heart into harmony, and finally recognising the Self from which we were never separate.',
      'Today the word often calls to mind physical postures alone. In the tradition, posture is one part of a far larger path that includes ethics, breath, meditation, devotion, selfless action and the pursuit of wisdom. This page introduces that fuller vision and the way it is taught at Pragya Trust.',
    ),
    sections: [
      {
        heading: 'What is Yoga?',
        body: p(
          'The word yoga comes from the Sanskrit root yuj, “to yoke” or “to join”, and is commonly translated as union. Patañjali defines yoga as the stilling of the movements of the mind (citta-vṛtti-nirodhaḥ, Yoga Sūtra 1.2), after which the seer abides in its own nature (1.3). The Bhagavad Gītā calls yoga evenness of mind (samatva, 2.48) and skill in action (2.50).',
          'These definitions describe one goal from different sides. When the mind is steady and free of agitation, one sees clearly what one is. In the light of Vedānta, the union that yoga speaks of is not the joining of two separate things but the recognition that the individual self and the universal Self were never apart.',
        ),
      },
      {
        heading: 'Dimensions of Yoga',
        body: 'Yoga has many dimensions. Each can be practised on its own, but they support one another, and together they address the whole person.',
        items: [
          {
            name: 'Āsana (Posture Practice)',
            text: 'Patañjali asks that posture be steady and comfortable (sthira-sukham, 2.46). Āsana strengthens and settles the body so that it can sit in meditation without distraction.',
          },
          {
            name: 'Prāṇāyāma (Regulation of the Breath)',
            text: 'Observing and regulating the breath calms the nervous system and gathers the scattered mind. It is the bridge between the body and the inner practices.',
          },
          {
            name: 'Dhyāna (Meditation)',
            text: 'Sustained, unbroken attention that grows out of concentration. In meditation the mind becomes quiet enough to reflect the Self clearly.',
          },
          {
            name: 'Bhakti-Yoga (Devotion)',
            text: 'The path of love for the divine, through prayer, worship, chanting and surrender. Devotion softens the ego and turns the emotions toward the highest.',
          },
          {
            name: 'Jñāna-Yoga (Wisdom)',
            text: 'The path of knowledge: study, reflection and contemplation on the nature of the Self. In Advaita Vedānta it is the direct means to liberation.',
          },
          {
            name: 'Karma-Yoga (Action)',
            text: 'Acting without attachment to results (Bhagavad Gītā 2.47) and offering one’s work to the Lord (3.30, 5.10, 9.27). Karma-yoga purifies the mind and turns daily duties into practice.',
          },
        ],
      },
      {
        heading: 'Why Practice Yoga?',
        body: '',
        items: [
          {
            name: 'Balance',
            text: 'Yoga brings body, breath and mind into harmony, so that life is met with steadiness rather than strain.',
          },
          {
            name: 'Clarity',
            text: 'A quiet mind sees more truly, in everyday decisions as well as in spiritual inquiry.',
          },
          {
            name: 'Inner Purity',
            text: 'Ethical discipline, selfless action and devotion clear away restlessness and self-centredness, preparing the mind for knowledge.',
          },
          {
            name: 'Freedom',
            text: 'The final aim of yoga is liberation: knowing oneself as the Self that is free by nature.',
          },
        ],
      },
      {
        heading: 'Yoga at Pragya Trust',
        body: p(
          'At Pragya Trust yoga is taught as part of a complete spiritual life, not as exercise alone. Postures and breathing practices prepare the body and mind; concentration and meditation steady the attention; devotion and selfless service purify the heart; and the study of Vedānta gives all of it direction and meaning.',
          'The trust’s practice pages, such as Yog Pranayam and Dhyan & Dharana, take up individual dimensions in detail. Students are encouraged to build gradually, respect the limits of the body, and learn techniques from qualified teachers. Throughout, the emphasis is on inner transformation rather than performance.',
        ),
      },
      {
        heading: 'Benefits of Yoga',
        body: '',
        items: [
          {
            name: 'Physical Health',
            text: 'Regular posture and breath practice supports strength, flexibility, easy breathing and restful sleep.',
          },
          {
            name: 'Mental Calm',
            text: 'Yoga eases restlessness and stress and steadies the emotions.',
          },
          {
            name: 'Focused Attention',
            text: 'Concentration developed in practice strengthens study, work and meditation.',
          },
          {
            name: 'Spiritual Growth',
            text: 'Devotion, selfless action and inquiry draw the practitioner steadily toward knowledge of the Self.',
          },
        ],
      },
    ],
    verses: [gita247],
    conclusion:
      'Yoga is a path for the whole person, from the body to the deepest sense of who we are. Practised patiently, with guidance and understanding, it brings health, calm and clarity along the way, and points finally to the union it is named for: the recognition of the one Self in all.',
  },
  'tantra-agama': {
    introduction: p(
      'Tantra Āgama is a vast body of sacred teaching on mantra, yantra, worship and meditation, handed down from teacher to student over many centuries.',
      'Few parts of the tradition are as widely misunderstood. Popular images of tantra often bear little resemblance to the texts themselves, which are largely concerned with worship, meditation, temple building, ritual purity and the inner discipline of the practitioner. This page introduces Tantra Āgama as the tradition presents it, and the respectful way in which the trust approaches it.',
    ),
    sections: [
      {
        heading: 'What is Tantra Āgama?',
        body: p(
          'The word tantra is traditionally derived from the root tan, “to extend” or “to expand”: a tantra is that which expands knowledge, and a traditional explanation adds that it also protects (trā) the one who practises it. Āgama, from ā-gam, “to come”, means “that which has come down”: a teaching received through an unbroken lineage.',
          'The Āgamas and Tantras are the scriptures of the great theistic traditions of Hinduism: the Śaiva Āgamas, the Vaiṣṇava Pāñcarātra Saṃhitās and the Śākta Tantras. They teach how the divine is to be worshipped and realised, and they still govern much of the temple worship of India. The Śaiva Āgamas traditionally arrange their teaching in four parts: knowledge (jñāna), meditation (yoga), ritual (kriyā) and conduct (caryā).',
        ),
      },
      {
        heading: 'Dimensions of Tantra Āgama',
        body: 'The practice of Tantra Āgama has several interwoven dimensions.',
        items: [
          {
            name: 'Mantra',
            text: 'Sacred sound, received from a teacher and repeated with attention. The mantra is understood as the deity in the form of sound, and its repetition transforms the mind of the one who repeats it.',
          },
          {
            name: 'Yantra',
            text: 'A geometric diagram that serves as a seat of the deity and a support for meditation. The best known is the Śrī Yantra, whose interlocking triangles surround a central point (bindu).',
          },
          {
            name: 'Pūjā & Rituals',
            text: 'Worship with offerings, sacred gestures (mudrās) and mantras, in temples and at home. Ritual gives devotion an ordered form and trains both attention and reverence.',
          },
          {
            name: 'Dhyāna (Meditation)',
            text: 'Meditation on the form and qualities of the deity, by which the worshipper is inwardly transformed. An Āgamic maxim teaches that one should worship Śiva by becoming Śiva (śivo bhūtvā śivaṃ yajet).',
          },
          {
            name: 'Guru-Śiṣya Tradition',
            text: 'Teaching passed from teacher to student, often through initiation (dīkṣā). The guru transmits the practice, adapts it to the student and safeguards its integrity.',
          },
        ],
      },
      {
        heading: 'Why Study Tantra Āgama?',
        body: '',
        items: [
          {
            name: 'To Understand Living Worship',
            text: 'Much of the temple and home worship practised across India follows Āgamic patterns. Studying the Āgamas explains the meaning behind what is seen and done.',
          },
          {
            name: 'To Deepen Practice',
            text: 'Mantra, yantra and meditation offer precise, long-tested supports for concentration and devotion.',
          },
          {
            name: 'To Correct Misconceptions',
            text: 'Careful study of the sources replaces sensational images with an accurate picture of a profound tradition.',
          },
          {
            name: 'To See the Unity of Paths',
            text: 'The Āgamas join knowledge, devotion, ritual and conduct into one discipline, showing how outer worship and inner realisation belong together.',
          },
        ],
      },
      {
        heading: 'Tantra Āgama at Pragya Trust',
        body: p(
          'The trust approaches Tantra Āgama as students of a sacred tradition, with respect for its texts, its lineages and its discipline. Classes introduce the meaning of mantra, yantra, worship and meditation, and relate them to the non-dual vision of Vedānta that informs all of the trust’s teaching. The Saundaryalaharī, traditionally attributed to Ādi Śaṅkarācārya, and the worship of the Śrī Cakra in monasteries of his tradition show how closely Vedānta and the Āgamic tradition have lived together.',
          'Practices that traditionally require initiation are not offered as do-it-yourself techniques. The aim is understanding and reverent practice under proper guidance, not the pursuit of powers or unusual experiences.',
        ),
      },
      {
        heading: 'Benefits of Tantra Āgama',
        body: '',
        items: [
          {
            name: 'Depth of Devotion',
            text: 'Worship through mantra, image and ritual brings warmth and immediacy to one’s relationship with the divine.',
          },
          {
            name: 'Concentration',
            text: 'Mantra repetition and meditation on the yantra train a steady, absorbed attention.',
          },
          {
            name: 'Reverence for Life',
            text: 'Seeing the world as the expression of divine power (śakti) fosters respect for all beings, and for the body itself.',
          },
          {
            name: 'Integrated Practice',
            text: 'Knowledge, meditation, ritual and conduct come together in a single, coherent discipline.',
          },
        ],
      },
    ],
    conclusion:
      'Tantra Āgama is a path of sacred knowledge that has shaped the worship, art and inner life of India for centuries. Approached with humility, accurate understanding and a teacher’s guidance, it shows how sound, form, ritual and meditation can each become a door to the divine, and how the seeker at last finds that divinity within.',
  },
};

/** The class with this slug and its whole page, or undefined. */
export function findFewMoreClassPage(slug: string): FewMoreClass | undefined {
  return withBody(findFewMoreClass(slug), fewMoreClassPages);
}
