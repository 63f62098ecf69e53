// The router is react-router's: the runtime and the theme import it from here, so that one
// module names it. The pages' routes are exact paths that ClientApp resolves itself; what the
// app uses of it is the browser's location as state and navigation through the history.
export { BrowserRouter, StaticRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
