// Public face of the landing feature.
export { LANDING_STATS_REFRESH_MS, landingKeys, useLandingStats } from './api/landingApi';
export { COMMUNITY_CHANNEL_URL, LandingScreen, type LandingScreenProps, type SignInSource } from './components/LandingScreen';
