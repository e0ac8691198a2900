import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, Spinner } from '../../../components/ui';
import { useLanguage } from '../../../i18n';
import { cx } from '../../../lib/cx';
import type { DateFormat } from '../../../lib/useDateFormat';
import { useFlagReview, type FlaggedItem, type FlagReview } from '../api/flagsApi';

type Line = NonNullable<FlagReview['context']>['before'][number];

/**
 * What an administrator needs to judge a report (ADR 0131): where the item is (linked), the
 * messages around a chat message in its room, and, for a removed item, the copy its removal kept,
 * marked removed. Read when it is opened.
 */
export function FlagContext({ item, id, time }: { item: FlaggedItem; id: string; time: DateFormat }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const review = useFlagReview(item, true);
  if (review.isPending) {
    return (
      <div id={id} className="admin-flag__context" role="status">
        <Spinner size="sm" decorative /> {t('flags.context.loading')}
      </div>
    );
  }
  if (review.isError) {
    return (
      <div id={id} className="admin-flag__context">
        <ErrorState headingLevel={3} message={t('flags.context.loadError')} onRetry={() => void review.refetch()} retrying={review.isFetching} />
      </div>
    );
  }
  const { place, removed, context, preview } = review.data;
  const title = place?.title ? place.title[language === 'en' ? 'en' : 'pt'] : null;
  const line = (message: Line) => (
    <li key={message.id} className="admin-flag__line">
      <span className="admin-flag__line-meta">
        <bdi>{message.author.name ?? t('flags.item.deletedAccount')}</bdi>
        {' · '}
        <time dateTime={message.createdAt} title={time.absolute(message.createdAt)}>
          {time.relative(message.createdAt)}
        </time>
        {message.hidden && <span className="admin-status admin-status--banned">{t('flags.context.hiddenMessage')}</span>}
      </span>
      <span className="member-text admin-text">{message.content}</span>
    </li>
  );
  return (
    <section id={id} className="admin-flag__context" aria-label={t('flags.context.heading')}>
      {place ? (
        <p className="admin-flag__facts">
          <span>
            {t(`flags.context.place.${place.kind}`)}
            {title && (
              <>
                {': '}
                <bdi className="member-text">{title}</bdi>
              </>
            )}
          </span>
          <Link to={place.path}>{t(`flags.context.open.${place.kind}`)}</Link>
        </p>
      ) : (
        <p className="admin-user__muted">{t('flags.context.noPlace')}</p>
      )}
      {removed && (
        <div className="admin-flag__removed">
          <span className="admin-status admin-status--banned">{t('flags.context.removed')}</span>
          <blockquote className="admin-flag__preview member-text">{removed.text}</blockquote>
          <p className="admin-user__muted">{t('flags.context.removedNote')}</p>
        </div>
      )}
      {context && (
        <ol className="admin-flag__lines" aria-label={t('flags.context.messages')}>
          {context.before.map(line)}
          <li className={cx('admin-flag__line', 'admin-flag__line--reported')}>
            <span className="admin-flag__line-meta">
              <bdi>{item.author?.name ?? t('flags.item.deletedAccount')}</bdi> · {t('flags.context.reported')}
            </span>
            <span className="member-text admin-text">{preview ?? removed?.text ?? t('flags.item.noPreview')}</span>
          </li>
          {context.after.map(line)}
        </ol>
      )}
    </section>
  );
}
