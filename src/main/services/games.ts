export { registerAllGames } from '../../shared/games/all'
