import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLimits } from '../../../lib/api/limits';

const LEVELS: readonly string[] = requestLimits.UploadCourseDto.level.enum;
type Level = (typeof requestLimits.UploadCourseDto.level.enum)[number];
const isLevel = (value: string): value is Level => LEVELS.includes(value);

/** Spec colours: Iniciante green, Intermediário yellow, Avançado red, Completo purple. */
const TONES: Record<Level, string> = { Iniciante: 'green', Intermediário: 'yellow', Avançado: 'red', Completo: 'purple' };

/** A course level the API stores ("Iniciante") in the reader's language; unknown values as sent. */
export function useCourseLevelName(): (level: string) => string {
  const { t } = useTranslation('courses');
  return useCallback((level: string) => (isLevel(level) ? t(`levels.${level}`) : level), [t]);
}

/** A course's level in its colour, named in the reader's language. */
export function LevelBadge({ level }: { level: string }) {
  const levelName = useCourseLevelName();
  return <span className={`course-badge course-badge--${isLevel(level) ? TONES[level] : 'red'}`}>{levelName(level)}</span>;
}
