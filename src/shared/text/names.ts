import { Transform } from 'class-transformer';
import unhomoglyph from 'unhomoglyph';

/**
 * Every member-visible name, typed or from the sign-in provider, goes through
 * this file (ADR 0052): `normalizeName` makes it canonical, `nameProblem` says
 * why it may not be taken.
 */

/** Invisible format characters (zero-width, bidi controls, soft hyphen, BOM: category Cf). */
const INVISIBLE = /\p{Cf}/gu;
/** Control characters, line breaks included: a name is one line. */
const CONTROL = /\p{Cc}/gu;

/** NFKC (full-width `Ａｎａ` → `Ana`, ligatures, compatibility forms), no invisible or control characters, one space between words. */
export function normalizeName(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(CONTROL, ' ').replace(/\s+/gu, ' ').trim();
}

/** DTO decorator: applies normalizeName to a string property before validation. */
export function NormalizedName(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeName(value) : value));
}

/**
 * Scripts a letter may belong to. Han, Hiragana, Katakana and Hangul count as one
 * (Japanese and Korean words mix them); Common and Inherited marks join any word.
 */
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u],
];

function scriptOf(letter: string): string {
  for (const [name, pattern] of SCRIPTS) if (pattern.test(letter)) return name;
  return 'Other';
}

/** True when one word (between spaces) has letters of more than one script: `Аna` with a Cyrillic А. */
export function mixesScripts(name: string): boolean {
  return name.split(' ').some((word) => {
    const scripts = new Set([...word].filter((c) => /\p{L}/u.test(c)).map(scriptOf));
    return scripts.size > 1;
  });
}

/**
 * What Unicode's confusables table (UTS #39, through `unhomoglyph`) leaves out: digits and
 * signs used as letters, and lower-case Cyrillic and Greek letters that only look Latin once
 * lower-cased.
 */
const CONFUSABLES: Record<string, string> = {
  а: 'a', ɑ: 'a', α: 'a', '@': 'a', '4': 'a',
  в: 'b', β: 'b', ь: 'b',
  с: 'c', ϲ: 'c',
  ԁ: 'd', ɗ: 'd',
  е: 'e', ε: 'e', ё: 'e', '3': 'e',
  һ: 'h', н: 'h', η: 'n',
  і: 'i', ι: 'i', ı: 'i', '!': 'i', '|': 'l', ӏ: 'l', '1': 'l',
  ј: 'j',
  к: 'k', κ: 'k',
  м: 'm', μ: 'm',
  п: 'n',
  о: 'o', ο: 'o', σ: 'o', '0': 'o',
  р: 'p', ρ: 'p',
  г: 'r',
  ѕ: 's', '5': 's', $: 's',
  т: 't', τ: 't', '7': 't',
  υ: 'u', ս: 'u',
  ν: 'v',
  ш: 'w', ω: 'w',
  х: 'x', χ: 'x',
  у: 'y', γ: 'y',
};

/**
 * What a name looks like, for comparing look-alikes: accents dropped, every character
 * Unicode lists as confusable folded to its prototype (Cyrillic, Greek, Cherokee,
 * mathematical and full-width letters alike), lower case, digits and signs read as
 * letters, `rn` read as `m`, `vv` as `w`, `I` and `l` as one, only letters kept.
 */
export function nameSkeleton(name: string): string {
  const bare = normalizeName(name).normalize('NFD').replace(/\p{M}/gu, '');
  // Twice: some capitals only become a Latin look-alike once lower-cased.
  const folded = [...unhomoglyph(unhomoglyph(bare).toLowerCase()).normalize('NFD').replace(/\p{M}/gu, '')]
    .map((c) => CONFUSABLES[c] ?? c)
    .join('')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
  return folded.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/i/g, 'l');
}

/** Whether `name` looks like one of `others` (same skeleton), e.g. an administrator's name. */
export function imitatesAny(name: string, others: readonly string[]): boolean {
  const skeleton = nameSkeleton(name);
  return skeleton.length > 0 && others.some((other) => nameSkeleton(other) === skeleton);
}

/** Names (as skeletons) only the product's administrators go by. */
const RESERVED = ['administrador', 'administradora', 'administrator', 'admin', 'moderador', 'moderadora', 'moderator', 'poliglota', 'equipepoliglota', 'suporte', 'support'].map(nameSkeleton);
/** Words no learner's name may contain, however it is spelt. */
const RESERVED_WORDS = ['administrador', 'administrator', 'moderador', 'moderator'].map(nameSkeleton);

/** `administrator`: the name looks like a current administrator's (checked where a name is written, ADR 0052). */
export type NameProblem = 'mixed_scripts' | 'reserved' | 'administrator';

/** Why a normalised name may not be taken by a learner, or null. */
export function nameProblem(name: string): NameProblem | null {
  if (mixesScripts(name)) return 'mixed_scripts';
  const skeleton = nameSkeleton(name);
  if (RESERVED.includes(skeleton) || RESERVED_WORDS.some((word) => skeleton.includes(word))) return 'reserved';
  return null;
}

export const NAME_MESSAGES: Record<NameProblem, string> = {
  mixed_scripts: 'Use um só alfabeto em cada palavra do nome.',
  reserved: 'Este nome é reservado à equipe do Poliglota.',
  administrator: 'Este nome se parece com o de um administrador do Poliglota. Escolha outro.',
};
