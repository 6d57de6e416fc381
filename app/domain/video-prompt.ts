/**
 * How the local video renderer reads a prompt (issue #34, ADR 064): the colours, moods and subjects named in it,
 * in Swedish or English, and the text to set on screen — only when the prompt asks for text.
 *
 * A word matches an entry when it is the entry; entries of four letters or more also match at the start or the end
 * of a word, so compounds count ("lavendelfärgad", "indigoblå", "stjärnhimmel", "kvällsljus"). Shorter entries
 * list their inflections ("röd", "röda", "rött"), so "tired" is not red and "vitlök" not white; "=" marks an entry
 * that matches only as the whole word ("=rött": "trött" is not red). A word counts for one colour at most.
 * Pure: the renderer (app/server/video/local-clip.server.ts) turns a scene into pictures.
 */

export type VideoMotif = "steam" | "leaves" | "waves" | "stars" | "light";
export type VideoMood = "calm" | "energetic" | "dark" | "bright";

export interface VideoSceneColour {
  /** The colour's name (Swedish), e.g. "lavendel". */
  name: string;
  /** sRGB as six hex digits, no "#". */
  hex: string;
}

export interface VideoScene {
  /** Colours in the order the prompt names them, each once. */
  colours: VideoSceneColour[];
  /** Subjects in the order named, each once. */
  motifs: VideoMotif[];
  /** Moods in the order named, each once (calm and energetic cancel each other out in the pace). */
  moods: VideoMood[];
  /** What to set on screen, or null (the default: the prompt's words are not drawn). */
  text: string | null;
}

/** Colour names → sRGB. Shades chosen to read as the word on a screen (lavender blue-violet, indigo deep blue-violet). */
const COLOURS: readonly { name: string; hex: string; words: readonly string[] }[] = [
  { name: "lavendel", hex: "a99bd8", words: ["lavendel", "lavender"] },
  { name: "indigo", hex: "3d3891", words: ["indigo"] },
  { name: "lila", hex: "7e4fb3", words: ["lila", "violett", "violetta", "violet", "purple", "purpur"] },
  { name: "rosa", hex: "e89bb8", words: ["rosa", "rosafärgad", "pink", "rosé"] },
  { name: "röd", hex: "c23b2e", words: ["röd", "röda", "=rött", "rödaktig", "red", "crimson", "karmin"] },
  { name: "orange", hex: "e8862a", words: ["orange", "orangea", "aprikos", "apricot"] },
  { name: "gul", hex: "f0c93f", words: ["gul", "gula", "gult", "yellow", "citrongul", "solgul"] },
  { name: "guld", hex: "d2a23a", words: ["guld", "gyllene", "gold", "golden", "honung", "honey", "bärnsten", "amber"] },
  { name: "grön", hex: "4f8f4a", words: ["grön", "gröna", "grönt", "green"] },
  { name: "salvia", hex: "8fa585", words: ["salvia", "sage"] },
  { name: "mint", hex: "86d1b0", words: ["mint", "mintgrön", "mynta", "pepparmynta"] },
  { name: "blå", hex: "3b6fba", words: ["blå", "blåa", "blått", "ljusblå", "mörkblå", "himmelsblå", "blue"] },
  { name: "turkos", hex: "2aa8a0", words: ["turkos", "turquoise", "teal", "petrol"] },
  { name: "brun", hex: "7b4a2d", words: ["brun", "bruna", "brunt", "brown", "choklad", "chocolate", "kaffe"] },
  { name: "svart", hex: "161418", words: ["svart", "svarta", "black"] },
  { name: "vit", hex: "f5f3ee", words: ["vit", "vita", "vitt", "white", "snövit"] },
  { name: "grå", hex: "8b8b8e", words: ["grå", "gråa", "grått", "gray", "grey", "silver"] },
  { name: "kräm", hex: "efe4cc", words: ["kräm", "krämvit", "beige", "cream", "havre", "oat"] },
];

const MOTIFS: Record<VideoMotif, readonly string[]> = {
  steam: ["ånga", "ångan", "ångor", "ångar", "ångande", "steam", "steaming", "rök", "röken", "smoke", "imma"],
  leaves: ["löv", "lövet", "löven", "lövskugga", "lövskuggor", "blad", "leaf", "leaves", "foliage", "kronblad", "petals"],
  waves: ["våg", "vågen", "vågor", "vågorna", "vågig", "böljande", "wave", "waves", "hav", "havet", "sea", "ocean", "sjö", "sjön", "lake"],
  stars: ["stjärna", "stjärnor", "stjärn", "star", "stars", "starry", "starlight", "gnistor", "sparkles"],
  light: ["ljus", "ljuset", "ljusen", "light", "lights", "sol", "solen", "solsken", "sun", "sunlight", "sunshine", "glöd", "glow", "strålar", "rays", "solnedgång", "soluppgång", "sunset", "sunrise", "låga", "lågan", "flame", "candle"],
};

const MOODS: Record<VideoMood, readonly string[]> = {
  calm: ["lugn", "lugna", "lugnt", "stilla", "stillhet", "calm", "peaceful", "ro", "rofylld", "mjuk", "mjukt", "soft", "långsam", "långsamt", "slow", "slowly", "vila", "sömn", "sleep", "drömsk", "dreamy"],
  energetic: ["energisk", "energiska", "energiskt", "energi", "energy", "energetic", "pigg", "livlig", "livligt", "lively", "snabb", "snabbt", "fast", "glad", "glatt", "happy", "sprudlande", "vibrant"],
  dark: ["mörk", "mörka", "mörkt", "mörker", "dark", "natt", "natten", "night", "kväll", "kvällen", "evening", "dunkel", "skymning", "dusk"],
  bright: ["ljusa", "ljust", "bright", "klar", "klart", "solig", "sunny", "morgon", "morgonen", "morning", "gryning", "dawn", "dag", "day"],
};

/** Lower-case words of the text (letters and digits), in order. */
export function promptWords(text: string): string[] {
  return text
    .normalize("NFC")
    .toLocaleLowerCase("sv-SE")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether a word of the prompt is the entry, or (entries of 4+ letters) starts or ends with it. */
export function wordMatches(word: string, entry: string): boolean {
  if (entry.startsWith("=")) return word === entry.slice(1);
  if (word === entry) return true;
  return entry.length >= 4 && (word.startsWith(entry) || word.endsWith(entry));
}

const matchesAny = (word: string, entries: readonly string[]) => entries.some((entry) => wordMatches(word, entry));

const NOT_LETTER = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}])";
/** "text: Lugn stund" / "text: ”Lugn stund”" — everything after the colon is the text. */
const EXPLICIT_TEXT = new RegExp(`${NOT_LETTER}(?:text|texten)\\s*:\\s*(.+)$`, "isu");
/** "med texten ”God jul”" / "with the text 'Hello'" — the quoted words are the text. */
const QUOTED_TEXT = new RegExp(`${NOT_LETTER}(?:med|with)\\s+(?:the\\s+)?(?:text|texten)\\s*["”“'‘’«»](.+?)["”“'‘’«»]`, "iu");
/** "… med text" / "with text" without words of its own: the prompt (without this phrase) is the text. */
const WITH_TEXT = new RegExp(`[,;]?\\s*${NOT_LETTER}(?:med|with)\\s+(?:text|texten|the\\s+text)${END}`, "iu");

const unquote = (text: string) => text.trim().replace(/^["”“'‘’«»]+|["”“'‘’«»]+$/gu, "").replace(/\s+/gu, " ").trim();

/** The text asked for (or null) and the part of the prompt that describes the picture. */
export function promptText(prompt: string): { text: string | null; description: string } {
  const explicit = EXPLICIT_TEXT.exec(prompt);
  if (explicit) {
    const text = unquote(explicit[1]!);
    return { text: text || null, description: prompt.slice(0, explicit.index) };
  }
  const quoted = QUOTED_TEXT.exec(prompt);
  if (quoted) {
    const text = unquote(quoted[1]!);
    return { text: text || null, description: prompt.slice(0, quoted.index) + prompt.slice(quoted.index + quoted[0].length) };
  }
  const bare = WITH_TEXT.exec(prompt);
  if (bare) {
    const description = (prompt.slice(0, bare.index) + prompt.slice(bare.index + bare[0].length)).replace(/\s+/gu, " ").trim();
    return { text: unquote(description) || null, description };
  }
  return { text: null, description: prompt };
}

/** The scene a prompt describes: its colours, subjects and moods, and the text to show (only when asked for). */
export function readVideoPrompt(prompt: string): VideoScene {
  const { text, description } = promptText(prompt);
  const colours: VideoSceneColour[] = [];
  const motifs: VideoMotif[] = [];
  const moods: VideoMood[] = [];
  for (const word of promptWords(description)) {
    const colour = COLOURS.find((c) => matchesAny(word, c.words));
    if (colour && !colours.some((c) => c.name === colour.name)) colours.push({ name: colour.name, hex: colour.hex });
    for (const motif of Object.keys(MOTIFS) as VideoMotif[]) {
      // "ljusblå" is a colour, not a light: a colour word does not also make the light subject.
      if (motif === "light" && colour) continue;
      if (matchesAny(word, MOTIFS[motif]) && !motifs.includes(motif)) motifs.push(motif);
    }
    for (const mood of Object.keys(MOODS) as VideoMood[]) {
      if (matchesAny(word, MOODS[mood]) && !moods.includes(mood)) moods.push(mood);
    }
  }
  return { colours, motifs, moods, text };
}
