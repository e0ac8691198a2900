import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useServerMessage } from '../../lib/api/useServerMessage';
import { Alert, LoadMore, Spinner } from '../ui';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX, SEARCH_MIN, normalisedQuery, useDebounced, useSearch, type SearchResult, type SearchSegment, type SearchType } from './useSearch';
import './search.css';

/** Matched pieces as <mark>, the rest as text: nothing a member wrote becomes HTML. */
function Marked({ segments }: { segments: SearchSegment[] }) {
  return (
    <>
      {segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
    </>
  );
}

const hrefOf = (result: SearchResult) => (result.type === 'post' ? `/comunidade/post/${result.id}` : `/curso/${result.id}`);

/**
 * One search box (ADR 0130) at the top of the community (`type="post"`) and of the catalogue
 * (`type="course"`): results as one types, 250 ms after the last key, matches marked. Escape
 * clears it; the results are links in the tab order; a live region says how many were found.
 */
export function SearchBox({ type }: { type: SearchType }) {
  const { t } = useTranslation('community');
  const serverMessage = useServerMessage();
  const [text, setText] = useState('');
  const query = useDebounced(normalisedQuery(text), SEARCH_DEBOUNCE_MS);
  const search = useSearch(type, query);
  const inputId = useId();
  const tooShort = query.length > 0 && [...query].length < SEARCH_MIN;
  const active = query.length > 0 && !tooShort;
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      setText('');
    }
  };

  let status = '';
  if (active && search.isSuccess) status = results.length === 0 ? t('search.empty', { query }) : t('search.count', { count: results.length });

  return (
    <section role="search" className="search-box" aria-label={t(`search.label.${type}`)}>
      <label htmlFor={inputId} className="search-box__label">
        {t(`search.label.${type}`)}
      </label>
      <div className="search-box__field">
        <input
          id={inputId}
          type="search"
          className="search-box__input"
          value={text}
          maxLength={SEARCH_MAX}
          placeholder={t(`search.placeholder.${type}`)}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {active && search.isFetching && <Spinner size="sm" label={t('search.loading')} />}
      </div>
      <p className="search-box__status" role="status" aria-live="polite">
        {tooShort ? t('search.tooShort', { count: SEARCH_MIN }) : status}
      </p>
      {active && search.isError && <Alert variant="error">{serverMessage(search.error, t('search.error'))}</Alert>}
      {active && results.length > 0 && (
        <>
          <ul className="search-box__results">
            {results.map((result) => (
              <li key={result.id} className="search-box__result">
                <Link to={hrefOf(result)} className="search-box__link">
                  <span className="search-box__title">
                    <Marked segments={result.title} />
                  </span>
                  {result.status === 'pending' && <span className="search-box__badge">{t('search.pending')}</span>}
                </Link>
                {result.extract.length > 0 && (
                  <p className="search-box__extract">
                    <Marked segments={result.extract} />
                  </p>
                )}
              </li>
            ))}
          </ul>
          <LoadMore query={search} label={t('search.more')} errorText={t('search.error')} className="search-box__more" />
        </>
      )}
    </section>
  );
}
