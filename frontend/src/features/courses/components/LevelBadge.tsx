import { useTranslation } from 'react-i18next';
import { isLevel, levelTone } from '../languages';

export function LevelBadge({ level }: { level: string }) {
  const { t } = useTranslation('courses');
  return <span className={`course-badge course-badge--${levelTone(level)}`}>{isLevel(level) ? t(`levels.${level}`) : level}</span>;
}
