import '../../widgets/article/element.ts'
