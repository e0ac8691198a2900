import './app-layout.css';
import { PageSpinner } from '../../components/ui';

/** Shown while the first page chunk of a page without the navbar shell loads. */
export function RootFallback() {
  return (
    <div className="root-fallback">
      <PageSpinner />
    </div>
  );
}
