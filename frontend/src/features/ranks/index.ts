// Public face of the ranks (patentes) feature.
export { RanksScreen } from './components/RanksScreen';
