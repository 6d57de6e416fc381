/**
 * The quiz's questions, answers and the points each answer gives (the owner edits them together),
 * and the quiz page's copy. Scoring itself is `app/domain/quiz.ts`.
 */
import type { QuizAnswerDef, QuizOutcome, QuizQuestionDef } from "~/domain/quiz";

export interface QuizQuestion extends QuizQuestionDef {
  text: string;
  answers: readonly (QuizAnswerDef & { label: string })[];
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: "q1",
    text: "När på dagen längtar du mest efter en kopp te?",
    answers: [
      { id: "morgon", label: "På morgonen, när dagen ska komma igång", points: { focus: 2 } },
      { id: "mitt-pa-dagen", label: "Mitt på dagen, när jag behöver en paus", points: { calm: 2 } },
      { id: "kvall", label: "På kvällen, när dagen ska landa", points: { sleep: 2 } },
    ],
  },
  {
    id: "q2",
    text: "Vad vill du helst ha mer av i vardagen?",
    answers: [
      { id: "klarhet", label: "Klarhet och ork för det jag ska göra", points: { focus: 2 } },
      { id: "lugn", label: "Lugn mitt i allt som händer", points: { calm: 2 } },
      { id: "varva-ner", label: "Tid att varva ner innan jag går och lägger mig", points: { sleep: 2 } },
    ],
  },
  {
    id: "q3",
    text: "Hur brukar din eftermiddag kännas?",
    answers: [
      { id: "full-fart", label: "Full fart – möten, listor och mejl", points: { focus: 1, calm: 1 } },
      { id: "splittrad", label: "Splittrad – jag behöver hitta tillbaka till mig själv", points: { calm: 2 } },
      { id: "seg", label: "Seg – jag längtar redan efter kvällen och soffan", points: { sleep: 2 } },
    ],
  },
  {
    id: "q4",
    text: "Hur gärna dricker du koffein?",
    answers: [
      { id: "garna", label: "Gärna lite, som i grönt te", points: { focus: 2 } },
      { id: "inte-sent", label: "Helst inte efter lunch", points: { sleep: 1, calm: 1 } },
      { id: "spelar-ingen-roll", label: "Det spelar ingen större roll", points: { sleep: 1, calm: 1, focus: 1 } },
    ],
  },
];

export const quizCopy = {
  meta: {
    title: "Quiz – Stilla",
    description: "Fyra snabba frågor om din dag och dina vanor – så föreslår vi den blandning från Stilla som passar dig bäst.",
  },
  eyebrow: "Quiz",
  title: "Vilket te passar din dag?",
  lead: "Fyra snabba frågor om din dag och dina vanor – så föreslår vi den blandning som passar dig bäst.",
  progress: (step: number, total: number) => `Fråga ${step} av ${total}`,
  next: "Nästa fråga",
  showResult: "Visa mitt resultat",
  back: "Föregående fråga",
  restart: "Börja om",
  chooseOne: "Välj ett av svaren för att gå vidare.",
  result: {
    eyebrow: "Ditt resultat",
    title: (name: string) => `Din blandning: ${name}`,
    readMore: (name: string) => `Läs mer om ${name}`,
    unavailable: "Blandningen finns tyvärr inte i butiken just nu. Titta gärna in i butiken efter ett alternativ.",
    toShop: "Till butiken",
    scoresTitle: "Så räknade vi",
    scores: (label: string, points: number) => `${label}: ${points} poäng`,
    note: "Quizet är en smakguide, inte ett råd om hälsa. Sleep och Calm är koffeinfria; Focus innehåller lite koffein från grönt te.",
  },
  outcomes: {
    sleep: {
      label: "Sömn",
      why: "Du söker lugnet på kvällen. Sleep är vår koffeinfria kvällsblandning med kamomill, lind och en nypa lavendel – ett te att landa i när dagen är slut.",
    },
    calm: {
      label: "Lugn",
      why: "Du behöver pauserna mitt i dagen. Calm är en frisk och koffeinfri blandning med tulsi, citrongräs och ros – för stunden då du trycker på paus.",
    },
    focus: {
      label: "Fokus",
      why: "Du vill komma igång och hålla tråden. Focus är grönt te med pepparmynta, ingefära och rosmarin – med lite koffein, mjukare än morgonkaffet.",
    },
  } satisfies Record<QuizOutcome, { label: string; why: string }>,
} as const;
