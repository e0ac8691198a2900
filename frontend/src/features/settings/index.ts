// Public face of the settings feature.
export { SettingsScreen } from './components/SettingsScreen';
export { useSaveInterfaceLanguage } from './api/settingsApi';
