import '../learning.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BelowTheFold, Button, EmptyState, ErrorState, LoadingCard, SignInPrompt, buttonClassName, useCodeBelowTheFold } from '../../../../components/ui';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { LockIcon, PlayIcon } from '../../../../components/ui/icons';
import { useToast } from '../../../../components/ui/Toaster';
import { errorCodeOf, isNetworkError, statusOf } from '../../../../lib/api/errors';
import { useServerMessage } from '../../../../lib/api/useServerMessage';
import { paths } from '../../../../lib/paths';
import { useViewer } from '../../../../lib/viewer';
import { formatDuration, useCompleteLesson, useLesson, useReportProgress } from '../api/learningApi';
import { quizScore, useLessonQuiz } from '../../quiz/api/quizApi';
import { lazyComponent } from '../../../../components/ui/lazyComponent';
import { CourseSubpage } from './CourseSubpage';
import { useYoutubePlayer } from './useYoutubePlayer';

// What the lesson shows under its first screen renders after the first paint (BelowTheFold), and
// its code comes then too, not before the lesson paints: the practice section, and the comments
// (their thread, menus, blocking and reporting).
const QuizPractice = lazyComponent(() => import('../../quiz/components/QuizPractice').then((module) => module.QuizPractice));
const LessonComments = lazyComponent(() => import('./LessonComments').then((module) => module.LessonComments));
/** The practice section, the previous and next links, the side panel and the comments appear together, with this code. */
const BELOW_THE_FOLD_CODE = [QuizPractice, LessonComments];

/** /curso/{id}/aula/{lessonId}: the player, progress saved by the server's rules, completion with XP. */
export function LessonScreen({ courseId, lessonId, onSignIn }: { courseId: string; lessonId: string; onSignIn: () => Promise<void> }) {
  const signedIn = useViewer().id !== null;
  const { t } = useTranslation(['learning', 'common']);
  const lesson = useLesson(courseId, lessonId, signedIn);
  const serverMessage = useServerMessage();
  // A guest gets a sign-in prompt in place of the lesson (spec: login prompts in place of actions), never an error.
  if (!signedIn)
    return (
      <div className="page container">
        <SignInPrompt
          icon={<PlayIcon size={28} />}
          headingLevel={1}
          title={t('lesson.guestTitle')}
          description={t('lesson.guestDescription')}
          signInLabel={t('lesson.signIn')}
          onSignIn={onSignIn}
          failureText={(error) => (isNetworkError(error) ? t('common:connectionError') : t('lesson.signInError'))}
          secondaryAction={
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={paths.course(courseId)}>
              {t('lesson.back')}
            </Link>
          }
        />
      </div>
    );
  if (lesson.isPending) return <div className="page container"><LoadingCard label={t('loading')} /></div>;
  if (lesson.isError) {
    const status = statusOf(lesson.error);
    return (
      <div className="page container">
        {status === 404 ? (
          <EmptyState title={t('lesson.notFound')} action={<Link className={buttonClassName()} to={paths.course(courseId)}>{t('lesson.back')}</Link>} headingLevel={1} />
        ) : errorCodeOf(lesson.error) === 'COURSES.LESSON_LOCKED' ? (
          // A lesson of a locked module (reached by an old link or a typed address) is a state of the course, not a failure.
          <EmptyState
            icon={<LockIcon size={28} />}
            title={t('lesson.lockedTitle')}
            description={t('lesson.lockedDescription')}
            action={<Link className={buttonClassName()} to={paths.course(courseId)}>{t('lesson.back')}</Link>}
            headingLevel={1}
          />
        ) : (
          <ErrorState message={serverMessage(lesson.error, t('lesson.loadError'))} onRetry={status === 403 ? undefined : () => void lesson.refetch()} headingLevel={1} />
        )}
      </div>
    );
  }
  return <LessonView key={lessonId} courseId={courseId} page={lesson.data} onSignIn={onSignIn} />;
}

function LessonView({ courseId, page, onSignIn }: { courseId: string; page: NonNullable<ReturnType<typeof useLesson>['data']>; onSignIn: () => void }) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const serverMessage = useServerMessage();
  const { lesson, course, navigation } = page;
  const [progress, setProgress] = useState(page.progress);
  const report = useReportProgress(courseId, lesson.id);
  const complete = useCompleteLesson(courseId, lesson.id);
  const quiz = useLessonQuiz(courseId, lesson.id);
  const score = quiz.data && quiz.data.questions.length > 0 ? quizScore(quiz.data) : null;
  const playerRef = useRef<HTMLDivElement>(null);
  const belowReady = useCodeBelowTheFold(BELOW_THE_FOLD_CODE);
  // A video that cannot play says so, in place of a black box (issue 23, item 12).
  const [videoFailed, setVideoFailed] = useState(false);
  // 0 while the poster is shown: YouTube's player loads when the member asks for the video (issue 26).
  const [playerAttempt, setPlayerAttempt] = useState(0);

  const celebrate = (result: { xpGained: number; firstTimeCompleted: boolean; courseCompleted: boolean }) => {
    if (!result.firstTimeCompleted) return;
    toast.show({ title: t('lesson.xpToast', { xp: result.xpGained }), message: t('lesson.xpToastMessage'), tone: 'xp' });
    if (result.courseCompleted) toast.show({ title: t('lesson.courseToast'), tone: 'xp', delayMs: 600 });
  };
  const markWatched = () =>
    complete.mutate(undefined, {
      onSuccess: (result) => {
        // A completed lesson is 100 % done, whether the player or the button said so (issue 23).
        setProgress((p) => ({ ...p, isCompleted: true, completionPercentage: 100 }));
        celebrate(result);
      },
    });

  useYoutubePlayer(playerRef, lesson.youtube_video_id, {
    onProgress: (position, duration) =>
      report.mutate(
        { lastPositionSeconds: Math.max(0, position), durationSeconds: duration > 0 ? Math.round(duration) : undefined },
        {
          onSuccess: (result) => {
            // An answer to a report sent before the lesson was completed never takes the completion back.
            setProgress((p) => ({
              lastPositionSeconds: result.lastPositionSeconds,
              completionPercentage: p.isCompleted ? 100 : result.completionPercentage,
              watchTimeSeconds: result.watchTimeSeconds,
              isCompleted: p.isCompleted || result.isCompleted,
            }));
            celebrate(result);
          },
        },
      ),
    onEnded: () => {
      if (!progress.isCompleted) markWatched();
    },
    onUnavailable: () => setVideoFailed(true),
  }, playerAttempt);

  return (
    <CourseSubpage
      className="lesson"
      courseId={courseId}
      sideLabel={t('lesson.details')}
      sideReady={belowReady}
      after={
        <BelowTheFold>
          <LessonComments lessonId={lesson.id} />
        </BelowTheFold>
      }
      side={
        <dl>
          <dt>{t('lesson.duration')}</dt>
          <dd>{formatDuration(lesson.duration_seconds)}</dd>
          <dt>{t('lesson.xpOnCompletion')}</dt>
          <dd>{t('course.xp', { xp: lesson.xp_reward })}</dd>
          {lesson.is_free && (
            <>
              <dt className="learning-tag learning-tag--free">{t('course.free')}</dt>
              <dd />
            </>
          )}
          <dt>{t('lesson.progress')}</dt>
          <dd data-testid="lesson-progress">{progress.isCompleted ? 100 : progress.completionPercentage}%</dd>
          <dt>{t('lesson.watched')}</dt>
          <dd>{formatDuration(progress.watchTimeSeconds)}</dd>
          {score && (
            <>
              <dt>{t('quiz.side')}</dt>
              <dd data-testid="lesson-quiz" aria-label={t('quiz.sideLabel', score)}>
                {t('quiz.sideValue', score)}
              </dd>
            </>
          )}
        </dl>
      }
    >
      <div className="lesson__player-frame">
        {playerAttempt === 0 && (
          <button type="button" className="lesson__poster" onClick={() => setPlayerAttempt(1)}>
            <span className="lesson__poster-play" aria-hidden="true">
              <PlayIcon />
            </span>
            {t('lesson.play')}
          </button>
        )}
        {/* YouTube's player replaces this element's children: React keeps none in it. */}
        <div className="lesson__player" ref={playerRef} role="region" aria-label={t('lesson.player')} hidden={videoFailed || playerAttempt === 0} />
        {videoFailed && (
          <div className="lesson__player-error" role="alert" data-testid="video-unavailable">
            <p className="lesson__player-error-title">{t('lesson.videoUnavailable')}</p>
            <p>{t('lesson.videoUnavailableHint')}</p>
            <div className="lesson__player-error-actions">
              <Button
                size="sm"
                onClick={() => {
                  setVideoFailed(false);
                  setPlayerAttempt((n) => n + 1);
                }}
              >
                {t('lesson.videoRetry')}
              </Button>
              <a
                className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                href={`https://www.youtube.com/watch?v=${encodeURIComponent(lesson.youtube_video_id)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('lesson.videoOnYoutube')}
              </a>
            </div>
          </div>
        )}
      </div>
      <p className="lesson__module">{lesson.module_title}</p>
      <h1 className="page__title">{lesson.title}</h1>
      <p className="lesson__meta">
        {course.instructor_name && <span>{t('course.instructor', { name: course.instructor_name })}</span>}
        <span>{formatDuration(lesson.duration_seconds)}</span>
        <span>{t('course.xp', { xp: lesson.xp_reward })}</span>
      </p>
      <ProgressBar value={progress.completionPercentage} label={t('lesson.progress')} valueText={`${progress.completionPercentage}%`} tone={progress.isCompleted ? 'done' : 'primary'} />
      {lesson.description && <p className="member-text lesson__description">{lesson.description}</p>}
      {lesson.material_url && (
        <p>
          <a href={lesson.material_url} target="_blank" rel="noopener noreferrer nofollow">
            {lesson.material_description || t('lesson.material')}
          </a>
        </p>
      )}
      <div className="lesson__actions">
        {progress.isCompleted ? (
          <p className="lesson__done" role="status">{t('lesson.completed')}</p>
        ) : (
          <Button onClick={markWatched} loading={complete.isPending}>
            {t('lesson.markWatched')}
          </Button>
        )}
        {complete.isError && <p role="alert" className="field__error">{serverMessage(complete.error, t('lesson.completeError'))}</p>}
      </div>
      {/* Under the video and the lesson's heading on a phone: rendered after the first paint, once its code is in, with the side panel (CourseSubpage), so nothing painted moves. */}
      <BelowTheFold>
        {belowReady && (
          <>
            {!(quiz.isSuccess && quiz.data.questions.length === 0) && <QuizPractice courseId={courseId} lessonId={lesson.id} onSignIn={onSignIn} />}
            <nav className="lesson__nav" aria-label={t('lesson.details')}>
              {navigation.previousLesson && <NeighbourLink courseId={courseId} lesson={navigation.previousLesson} direction="previous" />}
              {navigation.nextLesson && <NeighbourLink courseId={courseId} lesson={navigation.nextLesson} direction="next" />}
            </nav>
          </>
        )}
      </BelowTheFold>
    </CourseSubpage>
  );
}

/**
 * The previous or next lesson. One the member cannot open (a locked module, not free) is named with
 * its lock and is no link, as on the course page: it would only lead to the locked state.
 */
function NeighbourLink({ courseId, lesson, direction }: { courseId: string; lesson: { id: string; title: string; locked: boolean }; direction: 'previous' | 'next' }) {
  const { t } = useTranslation('learning');
  const label = `${t(direction === 'previous' ? 'lesson.previous' : 'lesson.next')}: ${lesson.title}`;
  if (lesson.locked)
    return (
      <span className="lesson__nav-locked" data-testid={`lesson-${direction}-locked`}>
        <LockIcon size={16} /> {label} <span className="learning-tag learning-tag--locked">{t('lesson.lockedTag')}</span>
      </span>
    );
  return <Link to={paths.lesson(courseId, lesson.id)}>{direction === 'previous' ? `← ${label}` : `${label} →`}</Link>;
}
