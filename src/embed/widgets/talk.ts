import '../../widgets/talk/element.ts'
