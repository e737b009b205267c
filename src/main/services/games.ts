/** Registers every finished game with the registry the sessions use. */
export function registerAllGames(): void {
  // Games are added here as their engines land.
}
