import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/api/errors';
import { useFailureText } from '../../../lib/api/useServerMessage';
import { useDownloadCourse, useLikeCourse, type Course } from '../api/coursesApi';

/**
 * Download and like for one course card or page: opens the address in a new tab, remembers
 * when the day's limit was reached, and turns failures into the spec's messages.
 */
export function useCourseActions(course: Course | undefined) {
  const { t } = useTranslation('courses');
  const failureText = useFailureText();
  const download = useDownloadCourse();
  const like = useLikeCourse();
  const [error, setError] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState(false);

  const startDownload = () => {
    if (!course) return;
    setError(null);
    download.mutate(course.id, {
      onSuccess: (result) => {
        window.open(result.download_url, '_blank', 'noopener,noreferrer');
        if (result.downloadsRemaining === 0) setLimitReached(true);
      },
      onError: (failure) => {
        if (errorCodeOf(failure) === 'COURSES.DOWNLOAD_LIMIT_REACHED') {
          setLimitReached(true);
          setError(t('catalogue.limitReached'));
        } else {
          setError(failureText(failure, { connection: t('card.downloadConnectionError'), fallback: t('card.downloadError') }));
        }
      },
    });
  };

  const toggleLike = () => {
    if (!course) return;
    setError(null);
    like.mutate(
      { item: course, liked: !course.is_liked_by_user },
      {
        onError: (failure) => setError(failureText(failure, { connection: t('card.likeConnectionError'), fallback: t('card.likeError') })),
      },
    );
  };

  const exhausted = course ? (limitReached && !course.downloaded_today) || (!course.can_download_today && course.downloads_remaining_today === 0 && !course.downloaded_today) : false;
  return { startDownload, toggleLike, downloading: download.isPending, liking: like.isPending, error, exhausted };
}
