/** The id of the <script type="application/json"> that carries the server render's Apollo cache. */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';
