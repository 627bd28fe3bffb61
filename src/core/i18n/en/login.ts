import type { Catalogue } from '../catalogue.ts'

export const login: Catalogue['login'] = {
  login: 'Log in',
  dialog: 'Log in or sign up',
  menu: 'User menu',
  admin: 'Administrator',
  userCenter: 'My account',
  logout: 'Log out',
  openMenu: (name) => `${name}, open the user menu`,
}

export const authForm: Catalogue['authForm'] = {
  logo: 'X',
  registerTitle: 'Create your Xiaozhan account',
  loginTitle: 'Log in to Xiaozhan',
  registerSubtitle: 'Once signed up you can comment, like and talk in the chat room',
  loginSubtitle: 'Welcome back',
  username: 'Username',
  usernameRule: '5–16 letters, digits or underscores',
  usernameHint: 'Your username',
  nickName: 'Nickname',
  optional: 'optional',
  nickNameHint: 'What should people call you',
  password: 'Password',
  passwordRule: '8–18 characters, two kinds of digits, letters, symbols',
  confirm: 'Confirm password',
  confirmHint: 'Type the password again',
  remember: 'Remember me',
  rememberNote: 'Stay logged in for 7 days',
  register: 'Sign up',
  haveAccount: 'Already have an account? ',
  noAccount: 'No account yet? ',
  toLogin: 'Log in',
  toRegister: 'Sign up now',
  showPassword: 'Show password',
}

export const rules: Catalogue['rules'] = {
  usernameRequired: 'Please enter your username',
  passwordRequiredLogin: 'Please enter your password',
  usernameLength: 'A username is 5 to 16 characters long',
  usernameChars: 'A username may hold only letters, digits and underscores',
  passwordRequired: 'Please enter a password',
  passwordFormat: 'A password is 8 to 18 characters of at least two kinds: digits, letters, symbols',
  confirmRequired: 'Please enter the password again',
  confirmMismatch: 'The two passwords differ',
  nickNameLength: 'A nickname is at most 20 characters long',
  nickNameRequired: 'Please enter a nickname',
  oldPasswordRequired: 'Please enter your current password',
  sameAsOldPassword: 'The new password must differ from the current one',
}
