import type { HomeScreenMessages } from "../en/home-screen";

/** The home-screen sheet in Spanish ("tú"), with the phones' own Spanish button names. */
export const homeScreenEs: HomeScreenMessages = {
  "homeScreen.title": "Añade UCK a tu pantalla de inicio",
  "homeScreen.steps": "Abre UCK como una app, a pantalla completa, con un toque:",
  "homeScreen.menu":
    "Usa el menú de tu navegador para añadir UCK a tu pantalla de inicio y abrirlo como una app.",
  "homeScreen.ios.1": "Toca el botón Compartir en la parte inferior de Safari.",
  "homeScreen.ios.2": "Toca Añadir a pantalla de inicio.",
  "homeScreen.ios.3": "Toca Añadir arriba a la derecha.",
  "homeScreen.ios.4":
    "Mueve el icono de UCK justo al lado de tu red social favorita, para que quejarte esté a un toque.",
  "homeScreen.android.1": "Abre el menú del navegador (⋮ arriba a la derecha).",
  "homeScreen.android.2": "Toca Instalar aplicación o Añadir a pantalla de inicio.",
  "homeScreen.android.3": "Toca Instalar cuando te lo pida.",
  "homeScreen.android.4":
    "Mueve el icono de UCK justo al lado de tu red social favorita, para que quejarte esté a un toque.",
  "homeScreen.install": "Instalar la app ahora",
  "homeScreen.gotIt": "¡Entendido!",
};
