import { HOME_SCREEN_STEPS } from "@shared/messages/en/home-screen-steps";

/**
 * The home-screen sheet's words (decision 030). English is the sheet's own text; Turkish and
 * Spanish are fetched from /words/home-screen when a phone page in those languages loads, so no
 * page carries them in its data (app/components/shell/home-screen-sheet.tsx).
 */
export const homeScreenEn: Record<string, string> = {
  "homeScreen.title": "Add UCK to your Home Screen",
  "homeScreen.steps": "Open UCK like an app, full screen, in one tap:",
  "homeScreen.menu":
    "Use your browser's menu to add UCK to your home screen and open it like an app.",
  "homeScreen.ios.1": HOME_SCREEN_STEPS.ios[0],
  "homeScreen.ios.2": HOME_SCREEN_STEPS.ios[1],
  "homeScreen.ios.3": HOME_SCREEN_STEPS.ios[2],
  "homeScreen.ios.4": HOME_SCREEN_STEPS.ios[3],
  "homeScreen.android.1": HOME_SCREEN_STEPS.android[0],
  "homeScreen.android.2": HOME_SCREEN_STEPS.android[1],
  "homeScreen.android.3": HOME_SCREEN_STEPS.android[2],
  "homeScreen.android.4": HOME_SCREEN_STEPS.android[3],
  "homeScreen.install": "Install app now",
  "homeScreen.gotIt": "Got it!",
};

export type HomeScreenMessages = Record<string, string>;
