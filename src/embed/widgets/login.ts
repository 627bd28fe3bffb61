import '../../widgets/login/element.ts'
