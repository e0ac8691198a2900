import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../../lib/paths';

export interface CourseSubpageProps {
  /** The page's own class beside `page container` (`lesson`, `rating`). */
  className: string;
  courseId: string;
  /** The side panel and its accessible name. */
  side: ReactNode;
  sideLabel: string;
  children: ReactNode;
}

/** A page under a course (a lesson, the rating page): the way back to the course, the main column and the side panel. */
export function CourseSubpage({ className, courseId, side, sideLabel, children }: CourseSubpageProps) {
  const { t } = useTranslation('learning');
  return (
    <div className={`page container ${className}`}>
      <Link to={paths.course(courseId)} className="lesson__back">
        {t('lesson.back')}
      </Link>
      <div className="lesson__layout">
        <article className="lesson__main">{children}</article>
        <aside className="lesson__side" aria-label={sideLabel}>
          {side}
        </aside>
      </div>
    </div>
  );
}
