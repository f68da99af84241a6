/** What UCK says when the network is gone (public/offline.html says the same words). */
export const OFFLINE_TITLE = "You are offline";
export const OFFLINE_TEXT =
  "This page needs a connection. Try again when you are back online; a complaint you were writing on UCK is kept on this device.";
