// Public face of the landing feature.
export { LandingScreen, type SignInSource } from './components/LandingScreen';
