import type { NotificationCatalogue } from '../../notifications/index.js';

/**
 * The gamification module's notification texts, registered with identity under
 * the `gamification` namespace at start-up (keys are stored as
 * `gamification.level_up.title`, …); identity renders them per reader.
 */
export const GAMIFICATION_NOTIFICATION_NAMESPACE = 'gamification';

export const GAMIFICATION_NOTIFICATIONS = {
  // The Monday e-mail with last week's place (ADR 0062); not an inbox entry.
  'weekly_place.title': { pt: 'Sua posição no ranking da semana passada', en: "Your place in last week's ranking" },
  'weekly_place.message': {
    pt: 'Na semana passada você ficou em {position}º lugar no ranking, com {xp} XP. Boa semana de estudos!',
    en: 'Last week you finished #{position} in the ranking, with {xp} XP. Have a good week of learning!',
  },
  'level_up.title': { pt: 'Você subiu de nível!', en: 'You levelled up!' },
  'level_up.message': {
    pt: 'Parabéns! Você alcançou o nível {level}: {rankName}.',
    en: 'Congratulations! You reached level {level}: {rankName}.',
  },
  'badge_granted.title': { pt: 'Nova conquista!', en: 'New badge!', category: 'achievement' },
  'badge_granted.message': {
    pt: 'Você ganhou a conquista "{badge}".',
    en: 'You earned the badge "{badge}".',
  },
  'xp_granted.title': { pt: 'Você recebeu XP', en: 'You received XP' },
  'xp_granted.message': {
    pt: 'Um administrador concedeu {amount} XP a você: {reason}',
    en: 'An administrator granted you {amount} XP: {reason}',
  },
} as const satisfies NotificationCatalogue;
