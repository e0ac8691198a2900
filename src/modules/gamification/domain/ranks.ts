/**
 * The ten patentes (ranks) and the level curve (spec: learner area, sections 3,
 * 4 and 9). A member's level always follows their total XP; reversals can lower it.
 */
export interface Rank {
  /** Stable id; equal to the level. */
  id: number;
  level: number;
  /** Proper name of the patente in Portuguese; the SPA shows the reader's translation by level. */
  name: string;
  description: { pt: string; en: string };
  xpRequired: number;
  badgeColor: string;
  textColor: string;
}

export const MAX_LEVEL = 10;

export const RANKS: readonly Rank[] = [
  {
    level: 1,
    name: 'Calouro Linguístico',
    description: { pt: 'Todo poliglota começa aqui: bem-vindo à jornada!', en: 'Every polyglot starts here: welcome aboard!' },
    xpRequired: 0,
    badgeColor: '#6B7280',
    textColor: '#FFFFFF',
  },
  {
    level: 2,
    name: 'Aprendiz de Palavras',
    description: { pt: 'As primeiras palavras já fazem sentido.', en: 'The first words already make sense.' },
    xpRequired: 100,
    badgeColor: '#16A34A',
    textColor: '#FFFFFF',
  },
  {
    level: 3,
    name: 'Explorador de Idiomas',
    description: { pt: 'Você começa a explorar novos idiomas e culturas.', en: 'You are exploring new languages and cultures.' },
    xpRequired: 250,
    badgeColor: '#0891B2',
    textColor: '#FFFFFF',
  },
  {
    level: 4,
    name: 'Viajante Verbal',
    description: { pt: 'Seus verbos já viajam por vários tempos e lugares.', en: 'Your verbs travel through tenses and places.' },
    xpRequired: 500,
    badgeColor: '#2563EB',
    textColor: '#FFFFFF',
  },
  {
    level: 5,
    name: 'Conversador',
    description: { pt: 'Você já sustenta uma boa conversa.', en: 'You can hold a good conversation.' },
    xpRequired: 1000,
    badgeColor: '#4F46E5',
    textColor: '#FFFFFF',
  },
  {
    level: 6,
    name: 'Intérprete',
    description: { pt: 'Você entende e faz-se entender com confiança.', en: 'You understand and are understood with confidence.' },
    xpRequired: 2000,
    badgeColor: '#7C3AED',
    textColor: '#FFFFFF',
  },
  {
    level: 7,
    name: 'Tradutor',
    description: { pt: 'Você transita entre idiomas com precisão.', en: 'You move between languages with precision.' },
    xpRequired: 3500,
    badgeColor: '#DB2777',
    textColor: '#FFFFFF',
  },
  {
    level: 8,
    name: 'Poliglota',
    description: { pt: 'Vários idiomas, uma só comunidade.', en: 'Many languages, one community.' },
    xpRequired: 5500,
    badgeColor: '#EA580C',
    textColor: '#FFFFFF',
  },
  {
    level: 9,
    name: 'Mestre das Línguas',
    description: { pt: 'Sua dedicação inspira toda a comunidade.', en: 'Your dedication inspires the whole community.' },
    xpRequired: 8000,
    badgeColor: '#DC2626',
    textColor: '#FFFFFF',
  },
  {
    level: 10,
    name: 'Lenda Linguística',
    description: { pt: 'O topo: uma lenda entre os poliglotas.', en: 'The summit: a legend among polyglots.' },
    xpRequired: 12000,
    badgeColor: '#FACC15',
    textColor: '#1F2937',
  },
].map((rank) => ({ ...rank, id: rank.level }));

/** The level a total XP gives: the highest rank whose threshold it reaches. */
export function levelForXp(xpTotal: number): number {
  let level = 1;
  for (const rank of RANKS) if (xpTotal >= rank.xpRequired) level = rank.level;
  return level;
}

export function rankForLevel(level: number): Rank {
  return RANKS[Math.min(MAX_LEVEL, Math.max(1, Math.trunc(level))) - 1];
}

/** The rank after the member's, or null at the top. */
export function nextRankAfter(level: number): Rank | null {
  return level >= MAX_LEVEL ? null : rankForLevel(level + 1);
}

/**
 * Progress toward the next rank in percent: (xp − current threshold) over the
 * gap to the next threshold, clamped to 0..100 (100 at the top rank).
 */
export function levelProgress(xpTotal: number): number {
  const current = rankForLevel(levelForXp(xpTotal));
  const next = nextRankAfter(current.level);
  if (!next) return 100;
  const share = ((xpTotal - current.xpRequired) / (next.xpRequired - current.xpRequired)) * 100;
  return clampPercent(share);
}

export type RankStatus = 'unlocked' | 'next' | 'locked';

/** unlocked when reached; next when it is the one right above the member's; otherwise locked. */
export function rankStatus(memberLevel: number, rankLevel: number): RankStatus {
  if (memberLevel >= rankLevel) return 'unlocked';
  if (memberLevel === rankLevel - 1) return 'next';
  return 'locked';
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.floor(value)));
}
