import '../../../components/languages/language-chips.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguageName } from '../../../lib/languages';
import { paths } from '../../../lib/paths';
import { useDateFormat } from '../../../lib/useDateFormat';
import type { WritingListItem } from '../api/correctionsApi';

/**
 * One text of the queue or of "Meus textos": its title (or its first words) leading to its page,
 * then its language, sentences, corrections, age and (in the queue) its author. Member text is
 * rendered as text nodes only.
 */
export function WritingItem({ item, now, showAuthor = false }: { item: WritingListItem; now: Date; showAuthor?: boolean }) {
  const { t } = useTranslation('corrections');
  const time = useDateFormat(now);
  const labelOf = useLanguageName();
  const titleId = useId();
  return (
    <article className="card writing-item" aria-labelledby={titleId}>
      <h3 id={titleId} className="writing-item__title">
        <Link to={paths.writing(item.id)}>
          <bdi>{item.title || item.excerpt}</bdi>
        </Link>
      </h3>
      {item.title && <p className="writing-item__excerpt">{item.excerpt}</p>}
      <ul className="inline-list writing-item__facts">
        <li className="language-chip-tag">{labelOf(item.language)}</li>
        <li>{t('item.sentences', { count: item.sentenceCount })}</li>
        <li className={item.corrections === 0 ? 'writing-item__waiting' : undefined}>
          {item.corrections === 0 && !showAuthor ? t('mine.waiting') : t('item.corrections', { count: item.corrections })}
        </li>
        <li>
          <time dateTime={item.createdAt} title={time.absolute(item.createdAt)}>
            {time.relative(item.createdAt)}
          </time>
        </li>
        {showAuthor && (
          <li>
            {t('item.by', { name: item.author.name })}
            {item.authorGives && <span className="writing-item__gives"> · {t('item.gives')}</span>}
          </li>
        )}
      </ul>
    </article>
  );
}
