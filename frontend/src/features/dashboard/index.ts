// Public face of the dashboard feature.
export { DashboardScreen } from './components/DashboardScreen';
