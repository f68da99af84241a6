/** The home-screen sheet's steps in English, per platform (the sheet and its section read them). */
export const HOME_SCREEN_STEPS = {
  ios: [
    "Tap the Share button at the bottom of Safari.",
    "Tap Add to Home Screen.",
    "Tap Add at the top right.",
    "Move the UCK icon right next to your favourite social app, so complaining is one tap away.",
  ],
  android: [
    "Open the browser menu (⋮ at the top right).",
    "Tap Install app or Add to Home screen.",
    "Tap Install when prompted.",
    "Move the UCK icon right next to your favourite social app, so complaining is one tap away.",
  ],
} as const;
