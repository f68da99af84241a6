import type { HomeScreenMessages } from "../en/home-screen";

/** The home-screen sheet in Turkish ("siz"), with the phones' own Turkish button names. */
export const homeScreenTr: HomeScreenMessages = {
  "homeScreen.title": "UCK'yi ana ekranınıza ekleyin",
  "homeScreen.steps": "UCK'yi tek dokunuşla, tam ekran bir uygulama gibi açın:",
  "homeScreen.menu":
    "UCK'yi ana ekranınıza eklemek ve bir uygulama gibi açmak için tarayıcınızın menüsünü kullanın.",
  "homeScreen.ios.1": "Safari'nin altındaki Paylaş düğmesine dokunun.",
  "homeScreen.ios.2": "Ana Ekrana Ekle'ye dokunun.",
  "homeScreen.ios.3": "Sağ üstteki Ekle'ye dokunun.",
  "homeScreen.ios.4":
    "UCK simgesini en sevdiğiniz sosyal uygulamanın hemen yanına taşıyın; şikâyet etmek bir dokunuş uzağınızda olsun.",
  "homeScreen.android.1": "Tarayıcı menüsünü açın (sağ üstteki ⋮).",
  "homeScreen.android.2": "Uygulamayı yükle'ye ya da Ana ekrana ekle'ye dokunun.",
  "homeScreen.android.3": "Sorulduğunda Yükle'ye dokunun.",
  "homeScreen.android.4":
    "UCK simgesini en sevdiğiniz sosyal uygulamanın hemen yanına taşıyın; şikâyet etmek bir dokunuş uzağınızda olsun.",
  "homeScreen.install": "Uygulamayı şimdi yükle",
  "homeScreen.gotIt": "Anladım!",
};
