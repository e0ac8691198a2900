// Public face of the dashboard feature.
export { DashboardScreen, type DashboardScreenProps } from './components/DashboardScreen';
