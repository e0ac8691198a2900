import { useState } from 'react';
import { CoursesIcon } from '../../../components/ui/icons';

/** The course cover, or a neutral fallback when there is none or it fails to load. */
export function CourseCover({ src, alt, className, first = false }: { src: string | null; alt: string; className?: string; first?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={`course-cover course-cover--fallback ${className ?? ''}`} role="img" aria-label={alt}>
        <CoursesIcon />
      </div>
    );
  }
  // 16:9 like the box it fills (`.course-cover`): the browser reserves it before the file arrives.
  return (
    <img
      className={`course-cover ${className ?? ''}`}
      src={src}
      alt={alt}
      width={640}
      height={360}
      // A cover on screen as the page opens is often its largest paint: fetched at once, first.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      referrerPolicy="no-referrer"
    />
  );
}
