/** What other parts of the app may use of installing. */
export { InstallEntry } from './components/install-entry'
