import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BelowTheFold } from '../../../../components/ui';
import { paths } from '../../../../lib/paths';

export interface CourseSubpageProps {
  /** The page's own class beside `page container` (`lesson`, `rating`). */
  className: string;
  courseId: string;
  /** The side panel and its accessible name. */
  side: ReactNode;
  sideLabel: string;
  /**
   * False while what the main column shows under its first screen waits for its code
   * (`useCodeBelowTheFold`): the panel, under the main column on a phone, waits with it.
   */
  sideReady?: boolean;
  children: ReactNode;
  /**
   * What follows the main column and grows as it loads (the lesson's comments): under the main
   * column beside the side panel on a wide screen, after the side panel on a phone, so it never
   * moves the panel. It waits for `sideReady` too: shown before the panel and the main column's
   * deferred part, it would be pushed down when they arrive.
   */
  after?: ReactNode;
}

/** A page under a course (a lesson, the rating page): the way back to the course, the main column and the side panel. */
export function CourseSubpage({ className, courseId, side, sideLabel, sideReady = true, children, after }: CourseSubpageProps) {
  const { t } = useTranslation('learning');
  return (
    <div className={`page container ${className}`}>
      <Link to={paths.course(courseId)} className="lesson__back">
        {t('lesson.back')}
      </Link>
      <div className="lesson__layout">
        <article className="lesson__main">{children}</article>
        {/* Under the main column on a phone: rendered with what the main column defers
            (`BelowTheFold`, in the same background render), so it never moves once painted. */}
        <BelowTheFold>
          {sideReady && (
            <aside className="lesson__side" aria-label={sideLabel}>
              {side}
            </aside>
          )}
        </BelowTheFold>
        {after && sideReady && <div className="lesson__after">{after}</div>}
      </div>
    </div>
  );
}
